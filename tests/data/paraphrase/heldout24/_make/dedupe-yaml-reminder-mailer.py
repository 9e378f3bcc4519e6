from lib import write_case

LIST = """    - gmail.com
    - outlook.com
    - web.de
    - gmail.com
    - yahoo.co.uk
    - btinternet.com
    - outlook.com
    - icloud.com
    - web.de
"""
DEDUP = """    - gmail.com
    - outlook.com
    - web.de
    - yahoo.co.uk
    - btinternet.com
    - icloud.com
"""

write_case(
    "dedupe-yaml-reminder-mailer", "mailer.yaml", "dedupe", "yaml",
    [
        ("terse", "dedupe allowed_recipient_domains (keep first occurrence, same order)"),
        ("polite", "Could you remove the duplicate domains from allowed_recipient_domains? Keep each domain where it first appears, in the current order, and please leave the rest of the file, comments included, as it is."),
        ("declarative", "allowed_recipient_domains should list every domain exactly once, in the order of first appearance."),
        ("other", "gmail, outlook and web.de are in the domain allow-list twice. dedupe that list only, first occurrence wins, order stays"),
    ],
    [
        ("right-1.yaml", "right", "the three repeated domains removed at their second occurrence; order of first appearance kept; nothing else changed", [(LIST, DEDUP)]),
        ("wrong-1.yaml", "wrong", "deduplicated but also sorted alphabetically, changing the order",
         [(LIST, "".join(f"    - {d}\n" for d in sorted(["gmail.com", "outlook.com", "web.de", "yahoo.co.uk", "btinternet.com", "icloud.com"])))]),
        ("wrong-2.yaml", "wrong", "icloud.com, which was not a duplicate, was dropped as well",
         [(LIST, DEDUP.replace("    - icloud.com\n", ""))]),
        ("wrong-3.yaml", "wrong", "the booster escalation [email, sms, email] was deduplicated too, losing the intended second e-mail",
         [(LIST, DEDUP), ("    escalation: [email, sms, email]\n", "    escalation: [email, sms]\n")]),
        ("wrong-4.yaml", "wrong", "deduplicated correctly, but the comment explaining the allow-list (e-mail vs SMS-only owners) was dropped",
         [(LIST, DEDUP), ("  # owners whose address is on one of these domains get e-mail; others get SMS only\n", "")]),
        ("wrong-5.yaml", "wrong", "icloud.com is indented one space too far, so YAML reads 'btinternet.com - icloud.com' as a single domain",
         [(LIST, DEDUP.replace("    - icloud.com\n", "     - icloud.com\n"))]),
    ],
)
