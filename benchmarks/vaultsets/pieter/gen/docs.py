"""Plain-text docs."""
from common import write

write("docs/opslagbox-info.txt", """
OPSLAGBOX - gegevens (bijgewerkt januari 2025)
==============================================

Bedrijf:    BoxPoint Self Storage, vestiging Spaanse Polder
Adres:      Schuttevaerweg 60, Rotterdam (ingang aan de achterkant, bij de laadkuil)
Unit:       C-114 (begane grond, gang C, derde deur links)
Formaat:    6 m2, 2,5 m hoog
Huur:       EUR 89,- per maand (incasso op de 1e), opzegtermijn 1 maand
Toegang:    dagelijks 06:00 - 23:00
Poortcode:  4471#  (geldt voor de poort EN de deur van gang C)
Slot unit:  eigen discusslot, reservesleutel in het blikje in de bus

Wat staat er:
- 3x kabelkist (XLR, multi's, stroom)
- 2x statiefkist
- oude monitorwedges (2x, verkopen?)
- de Peli 1615 (leeg, reserve)
- kerstspullen van Noor, 2 dozen boeken

Let op: poort gaat om 23:00 dicht, ook als je binnen bent. Na een late show dus niet meer
naar de box, maar de bus op de kade laten staan.

Storingen: 010 555 0150 (BoxPoint klantenservice), niet 's nachts.
""")
