from lib import write_case

I = "          "
HEAD = (I + "<th>DO mg/l</th>\n", I + "<th>DO mg/l</th>\n" + I + "<th>Temp &deg;C</th>\n")
ROWS = {"AB-1": ("1.9", "14.2"), "AB-2": ("2.1", "14.0"), "AB-3": ("1.6", "13.8"), "AB-4": ("2.0", "14.5"), "Average": ("1.9", "14.1")}


def row(name, temp=None, where="after_do", cls=' class="num"'):
    do, t = ROWS[name]
    t = temp or t
    old = f'{I}<td>{name}</td>\n{I}<td class="num">{do}</td>\n'
    if where == "after_do":
        return (old, old + f'{I}<td{cls}>{t}</td>\n')
    raise ValueError


def end_row(name, temp=None):
    """append the cell as the last cell of the row"""
    do, t = ROWS[name]
    t = temp or t
    def f(text):
        start = text.index(f"{I}<td>{name}</td>\n")
        end = text.index("        </tr>\n", start)
        return text[:end] + f'{I}<td class="num">{t}</td>\n' + text[end:]
    return f


ALL_ROWS = [row(n) for n in ROWS]
RIGHT = [HEAD] + ALL_ROWS

write_case(
    "add_table_column-html-basin-status", "status.html", "add_table_column", "html",
    [
        ("terse", "aeration table: new column 'Temp °C' after DO: AB-1 14.2, AB-2 14.0, AB-3 13.8, AB-4 14.5, average 14.1"),
        ("polite", "Could you add a \"Temp °C\" column to the aeration basin table, right after the DO column? Values: AB-1 14.2, AB-2 14.0, AB-3 13.8, AB-4 14.5, and 14.1 in the average row. The clarifier table stays as it is."),
        ("declarative", "The aeration table should show basin temperature (Temp °C) as its third column: 14.2, 14.0, 13.8 and 14.5 for AB-1 to AB-4, 14.1 on average."),
        ("other", "Voeg in de tabel van de beluchtingsbekkens na de DO-kolom een kolom 'Temp °C' toe: AB-1 14.2, AB-2 14.0, AB-3 13.8, AB-4 14.5, gemiddeld 14.1. De nabezinktabel niet aanpassen."),
    ],
    [
        ("right-1.html", "right", "header and five cells (four basins and the average) inserted after the DO column, with the num class", RIGHT),
        ("right-2.html", "right", "same column, header written with a literal degree sign",
         [(HEAD[0], HEAD[1].replace("&deg;", "°"))] + ALL_ROWS),
        ("wrong-1.html", "wrong", "the average row in tfoot got no cell, so the footer is one column short and misaligned",
         [HEAD] + ALL_ROWS[:4]),
        ("wrong-2.html", "wrong", "the column was appended after Airflow instead of after DO",
         [(I + "<th>Airflow Nm&sup3;/h</th>\n", I + "<th>Airflow Nm&sup3;/h</th>\n" + I + "<th>Temp &deg;C</th>\n")] + [end_row(n) for n in ROWS]),
        ("wrong-3.html", "wrong", "AB-3 and AB-4 temperatures swapped (14.5 and 13.8)",
         [HEAD, row("AB-1"), row("AB-2"), row("AB-3", "14.5"), row("AB-4", "13.8"), row("Average")]),
        ("wrong-4.html", "wrong", "a Temp header was also added to the clarifier table, which has no such values and is now misaligned",
         RIGHT + [(I + "<th>Sludge blanket m</th>\n", I + "<th>Sludge blanket m</th>\n" + I + "<th>Temp &deg;C</th>\n")]),
    ],
)
