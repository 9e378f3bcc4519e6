"""What the round loop drafts from: the n-gram index over the context and the text proposer (a
whitespace-blind copy cursor into the file being edited)."""
