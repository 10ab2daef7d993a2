"""Verification of a tournament: rule checks written from the text, and the replay."""
