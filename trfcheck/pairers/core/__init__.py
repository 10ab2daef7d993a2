"""Rules and machinery shared by every pairing system: state, brackets, colours, matching."""
