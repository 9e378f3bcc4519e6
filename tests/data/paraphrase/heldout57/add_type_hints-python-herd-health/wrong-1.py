"""Herd health records: treatments, withdrawal periods and the vet's list."""
import csv
from datetime import date, timedelta

# days the milk must be kept out of the bulk tank after the last dose
WITHDRAWAL_DAYS = {
    "cefquinome": 2,
    "oxytetracycline": 7,
    "meloxicam": 5,
    "homeopathic": 0,
}
ORGANIC_FACTOR = 2  # organic rules double the statutory withdrawal period


def load_treatments(path):
    with open(path, newline="") as fh:
        return [row for row in csv.DictReader(fh)]


def withdrawal_end(last_dose: date, drug: str, organic: bool) -> date:
    """Date from which the cow's milk may go back into the bulk tank."""
    days = WITHDRAWAL_DAYS.get(drug)
    if days is None:
        raise KeyError(f"no withdrawal period on file for {drug}")
    if organic:
        days = max(days * ORGANIC_FACTOR, 2)
    return last_dose + timedelta(days=days)


def cows_in_withdrawal(treatments, today):
    out = []
    for t in treatments:
        end = withdrawal_end(date.fromisoformat(t["last_dose"]), t["drug"])
        if end > today:
            out.append(t["tag"])
    return sorted(set(out))


def vet_list(treatments, today, lame_scores):
    """Cows the vet should see on Thursday: still treated or lameness score 3+."""
    treated = set(cows_in_withdrawal(treatments, today))
    lame = {tag for tag, score in lame_scores.items() if score >= 3}
    return sorted(treated | lame)
