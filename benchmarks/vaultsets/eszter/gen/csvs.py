# -*- coding: utf-8 -*-
"""Two CSV files."""
from common import write_text

SHARED = """datum;tetel;osszeg_ft;fizette;masik_fele_ft;rendezve;megjegyzes
2024-10-03;Gondos Kéz – szerződéskötési díj;10000;Eszter;5000;igen;
2024-10-08;Zoknihúzó + magasító párna (gyógyászati bolt);14600;Réka;7300;igen;
2024-11-05;Gondos Kéz számla 2024/10;115200;Eszter;57600;igen;Réka utalta 11-10
2024-11-12;Patika – november (vérnyomás, véralvadásgátló);16800;Réka;8400;igen;
2024-11-29;Taxi gyógytornára – október-november (10 alkalom);24000;Réka;12000;igen;
2024-12-05;Gondos Kéz számla 2024/11;124800;Eszter;62400;igen;rendezve 2025-03-01
2024-12-14;Patika – december;17900;Réka;8950;igen;beszámítva 03-01
2024-12-20;Karácsonyi bevásárlás apának (nagybevásárlás);31200;Réka;15600;igen;beszámítva 03-01
2025-01-06;Gondos Kéz számla 2024/12;96000;Eszter;48000;igen;rendezve 2025-03-01
2025-01-09;Fürdőszobai segédeszközök (Praktiker, házhoz szállítva);23980;Eszter;11990;NEM;Réka azt hitte, ajándék – megbeszéltük, a felét utalja
2025-01-15;Patika – január;18400;Réka;9200;NEM;ezt én tartozom Rékának!
2025-01-25;Szerelő – fürdő (Réka sógora ismerőse), fúrás, csempe;15000;Réka;7500;igen;beszámítva 03-01
2025-02-05;Gondos Kéz számla 2025/01;124800;Eszter;62400;igen;rendezve 2025-03-01
2025-02-12;Patika – február;16200;Réka;8100;igen;beszámítva 03-01
2025-02-20;Háziorvosi igazolás (közgyógyhoz) – nem kellett fizetni;0;-;0;igen;
2025-03-01;Elszámolás Rékával (decemberi-februári tételek);-;Réka→Eszter;-;igen;Réka utalt 132 650 Ft-ot
2025-03-05;Gondos Kéz számla 2025/02;115200;Eszter;57600;NEM;Réka jelezte, hogy 15-e után utal
2025-03-14;Patika – március;15800;Réka;7900;NEM;még nem számoltuk el
"""

CARE_HEADER = "datum,nap,gondozo,kezdes,vege,orak,oradij_ft,osszeg_ft,megjegyzes\n"
CARE_ROWS = [
    ("2025-02-03", "H", "Szabóné Marika", "bevásárlás, gyógyszer heti doboz"),
    ("2025-02-05", "Sze", "Szabóné Marika", "fürdetés"),
    ("2025-02-07", "P", "Szabóné Marika", "torna, séta a ház körül"),
    ("2025-02-10", "H", "Szabóné Marika", "bevásárlás"),
    ("2025-02-12", "Sze", "Szabóné Marika", "fürdetés, körömvágás"),
    ("2025-02-14", "P", "Szabóné Marika", "torna"),
    ("2025-02-17", "H", "Szabóné Marika", "bevásárlás, gyógyszer heti doboz"),
    ("2025-02-19", "Sze", "Szabóné Marika", "fürdetés"),
    ("2025-02-21", "P", "Szabóné Marika", "háziorvos – igazolás kérése (közgyógy)"),
    ("2025-02-24", "H", "Szabóné Marika", "bevásárlás"),
    ("2025-02-26", "Sze", "Szabóné Marika", "fürdetés"),
    ("2025-02-28", "P", "Szabóné Marika", "torna"),
    ("2025-03-03", "H", "Szabóné Marika", "bevásárlás; új óradíj márc. 1-től"),
    ("2025-03-05", "Sze", "Szabóné Marika", "fürdetés"),
    ("2025-03-07", "P", "Szabóné Marika", "torna; szabadság előtti utolsó nap"),
    ("2025-03-10", "H", "Kissné H. Ildikó", "helyettes, bemutatkozás, bevásárlás"),
    ("2025-03-12", "Sze", "Kissné H. Ildikó", "fürdetés"),
    ("2025-03-14", "P", "Kissné H. Ildikó", "torna, apa elégedett"),
    ("2025-03-17", "H", "Kissné H. Ildikó", "bevásárlás, gyógyszer heti doboz"),
    ("2025-03-19", "Sze", "Kissné H. Ildikó", "fürdetés"),
]


def build():
    write_text("penzugy/apa_kiadasok_megosztva.csv", SHARED)
    lines = [CARE_HEADER.rstrip("\n")]
    for d, nap, who, note in CARE_ROWS:
        rate = 3200 if d < "2025-03-01" else 3600
        lines.append("%s,%s,%s,09:00,12:00,3,%d,%d,%s" % (d, nap, who, rate, rate * 3, note.replace(",", ";")))
    write_text("apa/otthonapolas_orak.csv", "\n".join(lines) + "\n")
