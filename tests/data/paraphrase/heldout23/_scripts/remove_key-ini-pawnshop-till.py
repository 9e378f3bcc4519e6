from edits import build

KEY = [("legacy_port = COM3\n", "", 1)]
SCANNER = [("; the ticket stand scanner still sits on the serial hub\nlegacy_port = COM4\n", "", 1)]
build("remove_key-ini-pawnshop-till", "till.ini", {
    "right-1.ini": KEY,
    "right-2.ini": [("; serial fallback for the old TM-T88IV\nlegacy_port = COM3\n", "", 1)],
    "wrong-1.ini": KEY + SCANNER,
    "wrong-2.ini": [("legacy_port = COM4\n", "", 1)],
    "wrong-3.ini": [("; serial fallback for the old TM-T88IV\nlegacy_port = COM3\nbaud = 19200\n", "", 1)],
    "wrong-4.ini": KEY + [("encoding = cp437\n", "encoding = utf-8\n", 1)],
})
