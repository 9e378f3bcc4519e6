from lib import E, case

ORIG = '''# Gantry Street main house: lighting network runbook

Checked before every get-in. If a universe is dark, check its node first,
then the switch port, then the desk's output settings.

## DMX universes

| Universe | Feeds | Protocol | Node IP |
|---|---|---|---|
| 1 | Dimmer racks A and B | sACN | 10.101.0.41 |
| 2 | FOH rack, LX1 bar | sACN | 10.101.0.42 |
| 3 | Moving heads, LX2 bar | sACN | 10.101.0.43 |
| 4 | Cyc LEDs | Art-Net | 10.101.0.44 |

## Who to call

| Role | Name | Phone |
|---|---|---|
| Production electrician | Aoife Brennan | 087 555 0142 |
| Network (IT) | Darragh Kehoe | 086 555 0177 |

## Desk output settings

- sACN priority 100 for the main desk, 90 for the backup desk.
- Art-Net is unicast to the cyc node only.
'''

ROW = "| 5 | Balcony front LED battens | sACN | 10.101.0.45 |\n"
AFTER4 = E("| 4 | Cyc LEDs | Art-Net | 10.101.0.44 |\n", "| 4 | Cyc LEDs | Art-Net | 10.101.0.44 |\n" + ROW)

case(
    "add_table_row-markdown-universe-5", "network.md", "add_table_row", "markdown", ORIG,
    [
        ("terse", "universes table: add 5 | Balcony front LED battens | sACN | 10.101.0.45"),
        ("polite", "Could you add universe 5 to the DMX universes table? It feeds the balcony front LED battens over sACN, and its node is at 10.101.0.45. Keep the table in universe order, please."),
        ("declarative", "The runbook's universe table lists universe 5: balcony front LED battens, sACN, node 10.101.0.45."),
        ("other", "we added a 5th universe for the balcony front LED battens (sACN, node 10.101.0.45). can you put it in the runbook table"),
    ],
    [
        ("right-1.md", "right", "row for universe 5 added after universe 4 with all four cells", [AFTER4]),
        ("wrong-1.md", "wrong", "a blank line separates the new row from the table, so it renders as a stray paragraph",
         [E("| 4 | Cyc LEDs | Art-Net | 10.101.0.44 |\n", "| 4 | Cyc LEDs | Art-Net | 10.101.0.44 |\n\n" + ROW)]),
        ("wrong-2.md", "wrong", "the row was added to the 'Who to call' table",
         [E("| Network (IT) | Darragh Kehoe | 086 555 0177 |\n", "| Network (IT) | Darragh Kehoe | 086 555 0177 |\n" + ROW)]),
        ("wrong-3.md", "wrong", "the new row has no node IP cell",
         [E("| 4 | Cyc LEDs | Art-Net | 10.101.0.44 |\n", "| 4 | Cyc LEDs | Art-Net | 10.101.0.44 |\n| 5 | Balcony front LED battens | sACN |\n")]),
        ("wrong-4.md", "wrong", "row added, but universe 4's node IP changed from .44 to .45",
         [E("| 4 | Cyc LEDs | Art-Net | 10.101.0.44 |\n", "| 4 | Cyc LEDs | Art-Net | 10.101.0.45 |\n" + ROW)]),
    ],
)
