"""Game-agnostic kernel: errors, seeded RNG, serialisation, moves, registry, records, bots."""
