from lib import write_case

U = ("[pacs]\nurl = http://pacs01.willowbank.local:8042\n", "[pacs]\nurl = https://pacs.willowbank-vets.example/orthanc\n")

write_case(
    "change_url-ini-imaging-bridge", "imaging_bridge.ini", "change_url", "ini",
    [
        ("terse", "[pacs] url -> https://pacs.willowbank-vets.example/orthanc"),
        ("polite", "Could you point the [pacs] url at https://pacs.willowbank-vets.example/orthanc? The backup PACS and the worklist still run on pacs01 for now, so please leave those sections alone."),
        ("declarative", "The primary PACS is now reached at https://pacs.willowbank-vets.example/orthanc; that is the url the [pacs] section should have."),
        ("other", "PACS ist umgezogen: in [pacs] die url auf https://pacs.willowbank-vets.example/orthanc ändern. pacs_backup und worklist bleiben auf pacs01."),
        ("other", "new PACS went live behind the reverse proxy. update the main pacs url only (https://pacs.willowbank-vets.example/orthanc)"),
    ],
    [
        ("right-1.ini", "right", "url in [pacs] replaced; [pacs_backup] and [worklist] still on pacs01", [U]),
        ("wrong-1.ini", "wrong", "the [pacs_backup] url was moved to the new host as well",
         [U, ("url = http://pacs01.willowbank.local:8043\n", "url = https://pacs.willowbank-vets.example/orthanc\n")]),
        ("wrong-2.ini", "wrong", "the /orthanc path is missing from the new url",
         [(U[0], U[1].replace("/orthanc", ""))]),
        ("wrong-3.ini", "wrong", "the new url is wrapped in double quotes, which an INI parser keeps as part of the value",
         [(U[0], '[pacs]\nurl = "https://pacs.willowbank-vets.example/orthanc"\n')]),
        ("wrong-4.ini", "wrong", "new url line added below the old one instead of replacing it: duplicate url key in [pacs]",
         [(U[0], U[0] + "url = https://pacs.willowbank-vets.example/orthanc\n")]),
    ],
)
