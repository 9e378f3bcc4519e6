from mk import Case
orig = '''
# Corrie Dubh Mountain Rescue — Dispatch Desk Runbook

This runbook is for whoever holds the dispatch phone. Read it at the start of
every duty week; it changes after each season review.

## 1. Taking a call

1. Answer with "Corrie Dubh Mountain Rescue, dispatch".
2. Get the caller's phone number first, in case the line drops.
3. Ask for the location: grid reference, What3Words, or a description of the
   nearest named feature (summit, bealach, loch, bothy).
4. Ask how many people are in the party and how many are hurt.
5. Ask about injuries, in this order: breathing, bleeding, head, spine, limbs.
6. Ask what they are wearing and whether they have shelter.
7. Tell them to stay where they are, keep the phone on, and save battery.

Do **not** promise an arrival time. Say "the team is being called out now".

## 2. Grading the callout

| Grade | Meaning | Examples | Page within |
|-------|---------|----------|-------------|
| Red | Life at risk | unconscious, not breathing, major fall, avalanche burial | 2 min |
| Amber | Serious but stable | suspected fracture, hypothermia signs, separated party | 5 min |
| Green | Not injured, needs help | lost, benighted, cragfast | 15 min |

If in doubt between two grades, pick the higher one. The team leader can
downgrade later; an upgrade after the fact costs time we do not have.

## 3. Paging the team

Use `page_leader.sh` from the dispatch laptop:

```sh
./page_leader.sh -r north -p urgent MR-2026-031
```

- `-r` is the duty region (north, south, west).
- `-p urgent` for Red and Amber, leave it out for Green.
- `-n` prints the message without sending it; use it when training.

If the pager gateway is down, phone the team leader directly. Numbers are on
the rota sheet by the door, not in this file.

## 4. Other services

| Service | When | How |
|---------|------|-----|
| Coastguard helicopter | Red grade above 600 m, or any winch job | 999, ask for Coastguard |
| Ambulance | Casualty will be brought to a road head | 999, give the road head grid ref |
| Police | Every callout (they own the incident) | 101 duty inspector, or 999 if Red |
| Neighbouring team | More than 8 hours expected, or two Red callouts at once | Team leader decides, not dispatch |

Always tell the police incident number to the team leader.

## 5. Radio

- BASE 147.325 MHz, tone 94.8 Hz: dispatch and the vehicles.
- HILL1 and HILL2: hill parties; dispatch listens but does not transmit.
- HELI 123.100 MHz: only when the helicopter is tasked.

Radio checks every 30 minutes with each hill party. Two missed checks in a row
are escalated to the team leader.

## 6. During the callout

Keep the incident log open the whole time. Every entry has a time (24-hour),
who, and what. Short sentences, no abbreviations other than grid refs.

Update the caller every 20 minutes if you still have contact with them. If the
battery is below 20%, switch to a check every 45 minutes and ask them to text
instead of call.

## 7. Stand-down

1. The team leader calls the stand-down, never dispatch.
2. Tell the police and every service you called.
3. Close the incident log with the time and the outcome.
4. Send the log to the secretary the same day.

## 8. After the duty week

- Hand the phone over in person or by a call, never by text.
- Note anything that went wrong in the review folder.
- Charge the spare phone battery before you hand over.

## 9. Contacts

| Role | Name | Notes |
|------|------|-------|
| Team leader (north) | Ailsa Drummond | rota sheet for phone |
| Team leader (south) | Calum Rennie | rota sheet for phone |
| Team leader (west) | Morven Oyelaran | rota sheet for phone |
| Secretary | Hamish Tulloch | incident logs, training records |
| Equipment officer | Priya Galbraith | radios, pagers, the dispatch laptop |

## 10. Training

New dispatchers shadow two duty weeks before taking the phone alone. Use the
`-n` dry-run flag for every practice page. Quarterly exercises are announced on
the team calendar; dispatch attends at least two a year.

## 11. Changes to this runbook

Changes are agreed at the season review and made by the secretary. Do not edit
this file during a duty week. Keep old versions in the archive folder so that
an incident can be checked against the runbook that applied on the day.

Last reviewed: October 2026.
'''
c = Case("add_table_row-markdown-rescue_runbook", "RUNBOOK.md", "add_table_row", "markdown", orig)
c.ins("terse", "services table: add Search dog association row")
c.ins("polite", "Could you add a row to the Other services table (section 4) for the search dog association? When: missing person with no last known position. How: team leader requests via the police. Please keep the table formatting and don't touch the other tables.")
c.ins("declarative", "Section 4 should list the search dog association as a service: used when a missing person has no last known position, requested by the team leader via the police.")
c.ins("other", "Kannst du in der Tabelle „Other services“ eine Zeile für die Suchhundestaffel ergänzen (Search dog association | missing person, no last known position | team leader requests via the police)?")
c.ins("other", "add to section 4's table only: Search dog association / missing person with no last known position / team leader requests via the police")
ANCH = "| Neighbouring team | More than 8 hours expected, or two Red callouts at once | Team leader decides, not dispatch |\n"
ROW = "| Search dog association | Missing person with no last known position | Team leader requests via the police |\n"
c.res("right", [(ANCH, ANCH + ROW, 1)], "row appended to the Other services table with three cells")
c.res("right", [("| Police | Every callout", ROW + "| Police | Every callout", 1)], "row inserted before Police inside the same table (position is free)")
c.res("wrong", [("| Equipment officer | Priya Galbraith | radios, pagers, the dispatch laptop |\n", "| Equipment officer | Priya Galbraith | radios, pagers, the dispatch laptop |\n" + ROW, 1)], "row added to the Contacts table in section 9 instead of Other services")
c.res("wrong", [(ANCH, ANCH + "\n" + ROW, 1)], "blank line before the new row: it is no longer part of the table and renders as text")
c.res("wrong", [(ANCH, ANCH + "| Search dog association | Missing person with no last known position |\n", 1)], "row has only two cells: the How column is missing")
c.res("wrong", [(ANCH, ANCH + ROW, 1), ("Radio checks every 30 minutes with each hill party.", "Radio checks every 20 minutes with each hill party.", 1)], "row right, but the radio check interval in section 5 changed from 30 to 20 minutes")
c.write()
