from redraft.app.cli import entry

entry()
