from redraft.app.cli import main

raise SystemExit(main())
