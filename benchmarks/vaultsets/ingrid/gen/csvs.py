# -*- coding: utf-8 -*-
"""Two CSV files: boat expense ledger (Norwegian, ';' separated) and overtime log (English)."""
import csv
import io

BOAT = [
    ("dato", "post", "leverandør", "beløp_kr", "betalt_av", "merknad"),
    ("2024-11-23", "Kjøp av båten", "Dødsbo L. Eikeland", "5000", "Ingrid", "kontant"),
    ("2024-12-07", "Presenning + to bukker", "Jula Os", "1290", "Pappa", ""),
    ("2025-01-18", "Slipepapir, skraper, børster", "Os Jernvare", "640", "Ingrid", ""),
    ("2025-02-22", "Grunning + hvit maling", "Os Jernvare", "1450", "Ingrid", ""),
    ("2025-03-20", "Kobbernagler + klinkeringer + verktøy", "Classic Boat Supply (UK)", "3870", "Ingrid", "inkl. frakt, mva og toll"),
    ("2025-03-22", "Kaffe og kaker, befaring", "Rema Os", "215", "Pappa", ""),
    ("2025-04-19", "Furubord 6 stk 22 cm", "Lunde Sag & Høvleri", "16250", "Ingrid/Pappa 50/50", "revidert pris"),
    ("2025-04-19", "Ferje Halhjem–Tysnes t/r m/henger", "Ferjeselskapet", "480", "Pappa", ""),
    ("2025-04-24", "Avløpsrør 3 m + lokk, propan, kjele", "Byggvare Os", "2150", "Magnus", "dampkasse"),
    ("2025-04-26", "Propan ekstra", "Bensinstasjonen", "389", "Pappa", ""),
    ("2025-05-10", "Selbu-tjære 3 l", "Kystlageret", "1180", "Pappa", ""),
    ("2025-05-10", "Kokt linolje 5 l", "Os Jernvare", "925", "Ingrid", ""),
    ("2025-05-24", "Pensler, terpentin, hansker", "Os Jernvare", "410", "Pappa", ""),
    ("2025-06-15", "Årer 2 par (brukt)", "Privat (Finn)", "2400", "Magnus", "Asker"),
    ("2025-07-05", "Tollepinner eik, 6 stk", "Privat", "600", "Pappa", ""),
    ("2025-08-16", "Kjølskinne messing", "Kystlageret", "1875", "Ingrid", ""),
    ("2025-09-06", "Skruer/bolter rustfritt til stevn", "Os Jernvare", "735", "Ingrid", "stevnet – ikke bordgangen!"),
    ("2025-09-20", "Tauverk hamp 3 ruller", "Kystlageret", "1320", "Ingrid", ""),
    ("2025-10-11", "Seilduk prøvebit", "Seilmakeriet Hardanger", "890", "Magnus", ""),
    ("2025-11-01", "Tjære ekstra 1 l", "Kystlageret", "420", "Ingrid", "vinterstrøk"),
]

OT = [
    ("date", "vessel", "hours", "reason", "approved"),
    ("2025-01-10", "Fjordbris", "3.0", "ME2 fuel filter change after watch", "Y"),
    ("2025-01-17", "Fjordbris", "2.5", "Bunkering delayed - truck late", "Y"),
    ("2025-02-12", "Fjordbris", "4.0", "ME2 cyl 4 exhaust temp investigation", "Y"),
    ("2025-03-11", "Fjordbris", "6.0", "Turbo inspection ME2 with service engineer", "Y"),
    ("2025-04-08", "Fjordbris", "2.0", "Steering gear alarm - night call", "Y"),
    ("2025-05-06", "Fjordbris", "3.5", "Port state inspection prep", "Y"),
    ("2025-06-03", "Fjordbris", "1.5", "Cabin fan work order follow-up", "Y"),
    ("2025-06-30", "Fjordbris", "5.0", "Covering sick 2nd engineer", "Y"),
    ("2025-07-02", "Fjordbris", "4.0", "Covering sick 2nd engineer", "Y"),
    ("2025-08-28", "Fjordbris", "3.0", "Sewage pump 2 impeller", "Y"),
    ("2025-09-02", "Fjordbris", "4.5", "Sewage pump 2 impeller, overran watch", "Y"),
    ("2025-09-03", "Fjordbris", "2.0", "Handover to relief engineer", "Y"),
    ("2025-09-24", "Stordsund", "6.0", "Familiarisation outside watch (HV module)", "Y"),
    ("2025-09-26", "Stordsund", "5.0", "Battery room cooling fan alarm, filter change", "Y"),
    ("2025-09-29", "Stordsund", "4.0", "Bow thruster oil top-up and inspection", "Y"),
    ("2025-10-29", "Stordsund", "3.0", "Bow thruster seal - photos and report", "Y"),
    ("2025-11-03", "Stordsund", "2.5", "Genset 2 load test", "Y"),
    ("2025-11-08", "Stordsund", "4.0", "Battery balancing - standby", "pending"),
]


def _csv(rows, delimiter, lineterminator):
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=delimiter, lineterminator=lineterminator)
    w.writerows(rows)
    return buf.getvalue()


def build():
    boat = _csv(BOAT, ";", "\r\n")
    ot = _csv(OT, ",", "\n")
    return {"boat/utgifter-oselvar.csv": boat.encode("utf-8"),
            "work/overtime-log-2025.csv": ot.encode("utf-8")}
