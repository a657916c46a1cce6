# -*- coding: utf-8 -*-
"""Two CSV ledgers: night-shift rota with swaps, renovation expenses."""
from util import write_text

GARZI = """data,zi,tura,planificat,efectiv,obs
2025-12-03,mie,noapte,Mureșan T.,Mureșan T.,
2025-12-06,sâm,noapte,Rusu I.,Rusu I.,
2025-12-12,vin,noapte,Mureșan T.,Mureșan T.,
2025-12-17,mie,noapte,Bălan S.,Bălan S.,
2025-12-20,sâm,noapte,Rusu I.,Rusu I.,
2025-12-24,mie,noapte,Mureșan T.,Bălan S.,schimb (Mureșan ia 31.12)
2025-12-31,mie,noapte,Bălan S.,Mureșan T.,schimb pt 24.12
2026-01-09,vin,noapte,Mureșan T.,Mureșan T.,
2026-01-18,dum,noapte,Mureșan T.,Mureșan T.,
2026-01-21,mie,noapte,Mureșan T.,Mureșan T.,
2026-02-06,vin,noapte,Mureșan T.,Mureșan T.,
2026-02-14,sâm,noapte,Rusu I.,Rusu I.,
2026-02-27,vin,noapte,Mureșan T.,Mureșan T.,
2026-03-06,vin,noapte,Mureșan T.,Mureșan T.,
2026-03-11,mie,noapte,Mureșan T.,Mureșan T.,
2026-03-15,dum,noapte,Bălan S.,Mureșan T.,"Bălan bolnav, acoperit de Mureșan"
2026-03-20,vin,noapte,Mureșan T.,Mureșan T.,
2026-03-27,vin,noapte,Mureșan T.,Rusu I.,schimb - sora în vizită (Mureșan ia 03.04)
2026-04-03,vin,noapte,Rusu I.,Mureșan T.,schimb pt 27.03
2026-04-17,vin,noapte,Mureșan T.,Mureșan T.,
2026-04-25,sâm,noapte,Mureșan T.,Rusu I.,schimb (Mureșan ia 02.05)
2026-05-02,sâm,noapte,Rusu I.,Mureșan T.,schimb pt 25.04
"""

CHELTUIELI = """data,categorie,furnizor,descriere,suma_lei,platit_de
2025-04-28,acte,Notar Ardelean,onorariu notar + taxe cadastru,6840,comun
2025-05-06,mutare,Transport Rapid Cluj,mutare mobilă din garsonieră,650,Vlad
2025-07-21,electric,Florin Gavrilă,avans instalație electrică,5000,comun
2025-07-25,electric,BricoMax,corpuri de iluminat (3 plafoniere + spot hol),1180,Teodora
2025-08-01,electric,Florin Gavrilă,tranșa 2,6000,comun
2025-08-09,zugrăveli,BricoMax,glet + vopsea lavabilă + trafalete,1420,Vlad
2025-08-25,electric,Florin Gavrilă,"rest plată - total final 16.800 (cu circuit plită/cuptor + prize IP44)",5800,comun
2025-09-25,asociație,Asociația P4,interfon nou sc. 1,180,comun
2025-10-21,bucătărie,Nucleu Mobilier,avans 50% comanda NC-2025-117,13550,comun
2025-11-03,electrocasnice,MegaShop,plită inducție 60 cm + cuptor încorporabil,4890,comun
2025-11-18,familie,Clinica Vizio,lentilă intraoculară tata (OD),1900,Teodora
2025-12-15,electrocasnice,MegaShop,hotă telescopică + mașină de spălat vase 45 cm,3260,comun
2026-01-21,bucătărie,Nucleu Mobilier,rest plată după montaj,13550,comun
2026-01-24,bucătărie,Instalații Someș,montaj chiuvetă + baterie + racord mașina de vase,450,Vlad
2026-02-02,internet,FibraNet,router nou + instalare,0,—
2026-03-14,baie,Ceramica Store,faianță + gresie baie,3870,comun
2026-03-16,baie,Ceramica Store,adeziv + chit + profile,540,Vlad
2026-04-01,asociație,Asociația P4,întreținere aprilie (cu fondul de reparații majorat),612,comun
2026-04-10,balcon,Florin Gavrilă,priză balcon + lampă,250,Teodora
"""


def build():
    write_text("data/garzi-2025-2026.csv", GARZI)
    write_text("data/cheltuieli-renovare.csv", CHELTUIELI)
