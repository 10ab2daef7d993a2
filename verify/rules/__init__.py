"""One module per checked rule family; each check cites its article."""
