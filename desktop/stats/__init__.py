"""Statistics across every game played: a local SQLite database of finished games (`store`), what is
recorded of a game (`results`), the questions asked of it (`queries`), and the schema and its migrations
(`schema`). No widgets, no game's engine: a game's own facts come through its table."""
