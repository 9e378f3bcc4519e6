"""The user's files: reading one to edit, bytes <-> text, the refusals and the one safe write
(atomic replace, backups and their pruning)."""
