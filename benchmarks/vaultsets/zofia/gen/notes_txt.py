# -*- coding: utf-8 -*-
"""Plain-text files."""

TXT = {}

TXT["txt/house-sitter-kluska.txt"] = """HOUSE + CAT SITTER SHEET
Flat 3, 8 Grange View, Headingley, Leeds LS6 3QN
Dates: Thu 12 June -> Mon 16 June 2025 (I'm back Mon night, late)

SITTER
  Bethany Osei - Flat 2 (downstairs)   07700 900482
  THANK YOU Bethany!! Polish chocolate + vodka coming back with me.

GETTING IN
  Spare key is in the key safe on the wall left of the front door, behind the drainpipe.
  Key safe code: 7193  (push the button down first, then turn)
  Please put the key back in the safe, not under the mat (landlord's rule).
  Front door sticks - lift the handle and push.

THE CAT
  Kluska, grey tabby, 6 years, female, indoor only. Friendly but will pretend she isn't.
  Food: 1 pouch (chicken, the purple ones) in the morning, half a pouch in the evening.
        Small handful of biscuits in the blue bowl. NOT more - the vet says she's "a chonk".
  Water: fountain in the kitchen, top it up from the tap, unplug it if it makes a grinding noise.
  Litter tray in the bathroom, scoop once a day, bags under the sink.
  She hides under the bed when someone new comes in. Ignore her, she'll come out after 10 min.
  She is NOT allowed out, even if she screams at the door at 6 am (she will).
  No medicines at the moment.

WI-FI
  Network: VM7731-Grange    Password: kluska-on-the-radiator-58
  (wifi router is on the bookshelf, turn off/on at the wall if it's slow)

BINS
  Black bin Tuesday morning, green recycling every other Tuesday (this time: 17 June, after I'm back, so ignore)

EMERGENCIES
  Me: +44 7700 900317 (Telegram/WhatsApp - I'm in Poland, 1 hour ahead)
  Backup in Leeds: Agnieszka Wrobel 07700 900655 (has a key to nothing but knows the cat)
  Vet: Headingley Vets, Otley Road, 0113 496 0712 (cat registered as Kluska Kowalczyk, ha)
  Landlord (boiler / leaks): Mr Pearson 07700 900901
  Stopcock: under the kitchen sink, behind the bleach.

Thank you, thank you. Photos of her every day are welcome but not compulsory.
- Zofia
"""

TXT["txt/nmc-online-how-to.txt"] = """HOW TO: revalidation on NMC Online (my notes, because I forget every 3 years)

Before you start
 - have everything ready in a folder: CPD log, the 5 reflective accounts (on the NMC form), the
   reflective discussion form (signed), the confirmation form (signed), feedback notes.
 - you do NOT upload the evidence. You declare it. But keep it, because they can ask (verification).
 - login: my PERSONAL email, not the nhs one. Password in the password manager under "NMC".

Steps
 1. Log in to NMC Online. The big button "Revalidation" appears about 60 days before the application date.
 2. Check your personal details + practice settings (ward, Trust, registration type: Nursing - Children's).
 3. Practice hours: enter the hours and where (Ward 51 + the bank shifts). Need 450 min in 3 years.
 4. CPD: total hours + how many participatory. 35 total, 20 participatory minimum.
 5. Feedback, reflective accounts, reflective discussion: tick the declarations. For the discussion you
    type the other registrant's name and NMC PIN.
 6. Health and character declaration. Read it, don't just click.
 7. Professional indemnity: "through my employer".
 8. Confirmation: confirmer's name, NMC PIN (or other registration) and contact details.
 9. Pay the annual retention fee (card) unless it's on direct debit.
10. Submit. Screenshot the confirmation page. Email follows the same day.

After
 - They might pick you for verification (extra info). Not a punishment. Reply by the date in the email.
 - Renewal is confirmed on the renewal date if all is fine.

Things that went wrong in 2022
 - I typed my confirmer's PIN wrong. Check it twice.
 - session timed out on page 5 and I lost everything. Do it in one go, with a tea, not after a night.
"""

TXT["txt/instrukcja-telegram-dla-mamy.txt"] = """INSTRUKCJA DLA MAMY - TELEGRAM (wydrukowac i polozyc przy telefonie)

1. Zeby napisac do nas:
   - otworz niebieska ikonke z samolocikiem (Telegram)
   - kliknij "Rodzina" (tam jestesmy ja, Marek i Mama)
   - na dole jest pole "Wiadomosc" - piszesz tam
   - wyslac = niebieska strzalka po prawej

2. Polskie litery (ą, ę, ś, ł...):
   - przytrzymaj dluzej litere, np. "a" -> pokaze sie "ą". Tak samo e, s, l, z, c, n, o.
   - jak nie wychodzi - nie szkodzi, i tak rozumiemy :)

3. Zdjecie:
   - spinacz obok pola wiadomosci -> wybierz zdjecie -> niebieska strzalka

4. Dzwonienie:
   - w rozmowie z Zosia lub Markiem -> trzy kropki u gory -> "Zadzwon"
   - mozna wybrac ZWYKLE polaczenie glosowe (sluchawka) albo WIDEO (kamerka).
   - jak nie chcesz wideo, kliknij SLUCHAWKE, nie kamerke. Mama woli sluchawke, wiemy :)

5. Jak ktos dzwoni:
   - zielony przycisk = odebrac, czerwony = odrzucic
   - w Anglii jest godzina MNIEJ. Zosia po nocce spi do 16 (czyli 17 u Ciebie).
     Pilne sprawy -> Marek.

6. Jak cos sie zepsuje:
   - nie klikac "usun czat"!!!
   - zadzwonic do Marka, on przyjedzie

Zosia, listopad 2024
"""
