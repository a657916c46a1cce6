"""Memory atoms: typed facts the vault's owner stated about themselves, extracted deterministically."""
