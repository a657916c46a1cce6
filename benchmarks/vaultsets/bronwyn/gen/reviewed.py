"""Non-gold files that contain an answer-key string, reviewed by hand: (qid, path) -> reason it is not gold."""
REVIEWED = {
    ('h17', 'caravan/marge_ledger.csv'): 'date 2024-08-10 is a sanding-supplies purchase row, nothing to do with the AGM',
    ('h33', 'calendars/brigade.ics'): 'Meg Oduya only appears as an ATTENDEE of the Aug 2024 AGM event; it does not say she is captain',
}
