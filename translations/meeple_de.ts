<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ChoicePanel</name>
    <message>
        <location filename="../desktop/widgets/choices.py" line="45"/>
        <source>Legal actions</source>
        <translation>Erlaubte Aktionen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/choices.py" line="46"/>
        <source>Do it</source>
        <translation>Ausführen</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../desktop/widgets/curtain.py" line="65"/>
        <source>Pass the laptop to {name}</source>
        <translation>Gib den Laptop an {name} weiter</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/curtain.py" line="76"/>
        <source>{name}, click when ready</source>
        <translation>{name}, klicke, wenn du bereit bist</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/window.py" line="48"/>
        <location filename="../desktop/window.py" line="174"/>
        <source>Meeple Table</source>
        <translation>Meeple Table</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="92"/>
        <location filename="../desktop/docks.py" line="93"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="60"/>
        <location filename="../desktop/docks.py" line="95"/>
        <source>Your cards</source>
        <translation>Deine Karten</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="96"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="94"/>
        <location filename="../desktop/docks.py" line="97"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="98"/>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="225"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="225"/>
        <source>This game cannot start: {reason}</source>
        <translation>Diese Partie kann nicht beginnen: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="258"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="62"/>
        <source>This game cannot be saved automatically: {reason}.

You can play on, but Continue cannot bring it back while saving fails. Use Game → Save As… to keep it in another folder.</source>
        <translation>Diese Partie kann nicht automatisch gespeichert werden: {reason}.

Du kannst weiterspielen, aber „Fortsetzen“ holt sie nicht zurück, solange das Speichern fehlschlägt. Mit Spiel → Speichern unter… kannst du sie in einem anderen Ordner sichern.</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="67"/>
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="416"/>
        <source>Private cards are hidden.</source>
        <translation>Private Karten sind verdeckt.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="133"/>
        <source>{name}&apos;s lord, intrigue cards and quests</source>
        <translation>Lord, Intrigekarten und Aufträge von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="396"/>
        <source>Looking back at move {k}: nothing can be played here. Use Return to now in the Timeline.</source>
        <translation>Rückblick auf Zug {k}: Hier kann nichts gespielt werden. Weiter mit „Zurück zu jetzt“ in der Zeitleiste.</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="366"/>
        <source>Your turn is over. This turn:</source>
        <translation>Dein Zug ist vorbei. In diesem Zug:</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="402"/>
        <source>(nothing else happened)</source>
        <translation>(sonst ist nichts passiert)</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="386"/>
        <source>Viewing move {k} of {n} (read-only): Return to now in the Timeline</source>
        <translation>Ansicht von Zug {k} von {n} (nur lesen): „Zurück zu jetzt“ in der Zeitleiste</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="389"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="365"/>
        <source>{name}, your turn is over: press Done to pass the laptop</source>
        <translation>{name}, dein Zug ist vorbei: drücke Fertig und gib den Laptop weiter</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="353"/>
        <source>{name}, you have answered: press Done to hand the laptop back to {player}</source>
        <translation>{name}, du hast geantwortet: drücke Fertig und gib den Laptop an {player} zurück</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="355"/>
        <source>{name}, you have answered: press Done to pass the laptop</source>
        <translation>{name}, du hast geantwortet: drücke Fertig und gib den Laptop weiter</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="356"/>
        <source>Your answer on {player}&apos;s turn:</source>
        <translation>Deine Antwort im Zug von {player}:</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="359"/>
        <source>{name}, {player} has a choice to make on your turn: press Done to pass the laptop</source>
        <translation>{name}, {player} entscheidet in deinem Zug: drücke Fertig und gib den Laptop weiter</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="362"/>
        <source>{player} answers now, on your turn. So far this turn:</source>
        <translation>{player} antwortet jetzt, in deinem Zug. Bisher in diesem Zug:</translation>
    </message>
    <message>
        <location filename="../desktop/tables/base.py" line="152"/>
        <source>Round {n} — {prompt}</source>
        <translation>Runde {n} — {prompt}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/base.py" line="184"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/base.py" line="183"/>
        <source>{name} has a choice to make on another player&apos;s turn.</source>
        <translation>{name} muss im Zug eines anderen Spielers etwas entscheiden.</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="73"/>
        <source>Computer player</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="72"/>
        <source>A computer player could not choose a move ({error}). The computers are paused.</source>
        <translation>Ein Computerspieler konnte keinen Zug wählen ({error}). Die Computerspieler sind angehalten.</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="283"/>
        <source>{name} (computer) is paused: press P to let it play.</source>
        <translation>{name} (Computer) ist angehalten: P lässt ihn weiterspielen.</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="284"/>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (Computer) überlegt …</translation>
    </message>
    <message>
        <location filename="../desktop/winchances.py" line="73"/>
        <source>The analysis stopped on an error ({error}).</source>
        <translation>Die Analyse ist auf einen Fehler gestoßen ({error}).</translation>
    </message>
    <message>
        <location filename="../desktop/winchances.py" line="93"/>
        <source>{k}. {move}</source>
        <translation>{k}. {move}</translation>
    </message>
    <message>
        <location filename="../desktop/winchances.py" line="97"/>
        <source>Win chances: the moves that changed them most are marked ({moves}).</source>
        <translation>Siegchancen: Die Züge, die sie am meisten verändert haben, sind markiert ({moves}).</translation>
    </message>
    <message>
        <location filename="../desktop/gestures.py" line="128"/>
        <source>No hint now: there is nothing for you to choose.</source>
        <translation>Jetzt kein Tipp: Du hast nichts zu wählen.</translation>
    </message>
    <message>
        <location filename="../desktop/gestures.py" line="130"/>
        <source>Thinking of a hint…</source>
        <translation>Ein Tipp wird überlegt …</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="370"/>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="275"/>
        <location filename="../desktop/presenter.py" line="306"/>
        <source>&amp;Undo</source>
        <extracomment>whose turn the decision is on (`Decision.on_turn_of`; the decider when not known) what the banner&apos;s button does: nothing (hidden), end the review, or reopen the final scores what the others did since the person at the screen last decided (until their first action) the status bar&apos;s last refusal stays while this stays the same (same state, same hand-off)</extracomment>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="276"/>
        <location filename="../desktop/presenter.py" line="311"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="304"/>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Rückgängig: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="309"/>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Wiederholen: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="28"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="28"/>
        <location filename="../desktop/dialogs.py" line="43"/>
        <location filename="../desktop/library/transfer.py" line="36"/>
        <location filename="../desktop/library/transfer.py" line="55"/>
        <source>Records (*.json)</source>
        <translation>Spielaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="35"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="43"/>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="50"/>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="105"/>
        <source>About Meeple Table</source>
        <translation>Über Meeple Table</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="106"/>
        <source>Meeple Table {version}</source>
        <translation>Meeple Table {version}</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="108"/>
        <source>Pass-and-play board games on one laptop. Unofficial fan work: names and art are our own.</source>
        <translation>Brettspiele reihum an einem Laptop. Inoffizielles Fanprojekt: Namen und Grafiken sind unsere eigenen.</translation>
    </message>
    <message>
        <location filename="../desktop/gestures.py" line="77"/>
        <source>That card is not a choice now ({decision}).</source>
        <translation>Diese Karte ist jetzt keine Wahl ({decision}).</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../desktop/widgets/help.py" line="89"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="97"/>
        <source>At this table</source>
        <translation>An diesem Tisch</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <location filename="../desktop/widgets/score.py" line="79"/>
        <source>Final scores</source>
        <extracomment>a column title wraps onto at most this many lines before its column widens (5 players fit 1280 px)</extracomment>
        <translation>Endwertung</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="111"/>
        <source>Shared victory: {names} (tied on points and on every tie-break)</source>
        <translation>Geteilter Sieg: {names} (gleich bei Punkten und bei jedem Gleichstand-Kriterium)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="143"/>
        <source>Quests (VP in play)</source>
        <translation>Aufträge (SP im Spiel)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="144"/>
        <source>Buildings and other VP in play</source>
        <translation>Gebäude und andere SP im Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="145"/>
        <source>Adventurers</source>
        <translation>Abenteurer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="146"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="147"/>
        <source>Lord bonus</source>
        <translation>Lord-Bonus</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="84"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="138"/>
        <source>Lord</source>
        <translation>Lord</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="85"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="157"/>
        <source>Gold (tie-break)</source>
        <translation>Gold (Gleichstand)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="113"/>
        <source>{names} wins on the tie-break ({what})</source>
        <translation>{names} gewinnt beim Gleichstand ({what})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="153"/>
        <source>most gold</source>
        <translation>meistes Gold</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="117"/>
        <source>{names} wins!</source>
        <translation>{names} gewinnt!</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../desktop/widgets/start.py" line="188"/>
        <source>Meeple Table</source>
        <translation>Meeple Table</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="191"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="194"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="194"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="195"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="197"/>
        <source>Undo</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="205"/>
        <source>Player {n} name</source>
        <translation>Name von Spieler {n}</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="206"/>
        <source>Player {n} colour</source>
        <translation>Farbe von Spieler {n}</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="207"/>
        <source>Player {n} is played by</source>
        <translation>Spieler {n} wird gespielt von</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="212"/>
        <source>Casual</source>
        <translation>Locker</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="213"/>
        <source>Table rules</source>
        <translation>Tischregeln</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="215"/>
        <source>Undo anything, at any time.</source>
        <translation>Alles zurücknehmen, jederzeit.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="216"/>
        <source>Undo only your own moves during your own turn, never past a card draw; Done commits your turn.</source>
        <translation>Nur deine eigenen Züge in deinem Zug zurücknehmen, nie über eine gezogene Karte hinweg; „Fertig“ besiegelt deinen Zug.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="242"/>
        <source>Continue the last game</source>
        <translation>Letztes Spiel fortsetzen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="203"/>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="203"/>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="203"/>
        <source>Computer: medium</source>
        <translation>Computer: mittel</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="203"/>
        <source>Computer: hard</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="196"/>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="221"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="222"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="198"/>
        <source>Seed (optional)</source>
        <translation>Startwert (optional)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="223"/>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="224"/>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="276"/>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="278"/>
        <source>Two players have the same name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="280"/>
        <source>A name cannot hold control characters.</source>
        <translation>Ein Name darf keine Steuerzeichen enthalten.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="283"/>
        <source>Each player needs a different colour.</source>
        <translation>Jeder Spieler braucht eine andere Farbe.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="291"/>
        <source>The seed must be a whole number from 0 to {max}, or empty for a random game.</source>
        <translation>Der Startwert muss eine ganze Zahl von 0 bis {max} sein, oder leer für ein zufälliges Spiel.</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <location filename="../desktop/timeline/dock.py" line="151"/>
        <source>Moves by round</source>
        <extracomment>what tells one history from another: states, last state, last move (by identity), table, colours the slider never narrower than this, whatever the row&apos;s other widgets want (the label gives way) chart_choice&apos;s items: the score chart, the win-chance chart the move list&apos;s share of the width the list and the charts have (the usual move texts whole at 1920)</extracomment>
        <translation>Züge nach Runden</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="152"/>
        <source>Enter shows the board after that move (read-only).</source>
        <translation>Enter zeigt das Brett nach diesem Zug (nur zum Ansehen).</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="169"/>
        <source>First move</source>
        <translation>Erster Zug</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="170"/>
        <source>One move back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="171"/>
        <source>One move forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="172"/>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="176"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="177"/>
        <source>Return to now</source>
        <translation>Zurück zu jetzt</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="178"/>
        <source>Play on from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="179"/>
        <source>Analyse win chances</source>
        <translation>Siegchancen analysieren</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="181"/>
        <source>After the game: each player&apos;s chance to win at every move, and the moves that changed it most</source>
        <translation>Nach dem Spiel: die Siegchance jedes Spielers bei jedem Zug und die Züge, die sie am meisten verändert haben</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="183"/>
        <source>Analysing: %p%</source>
        <translation>Analyse: %p%</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="188"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="344"/>
        <source>Viewing move {k} of {n} (read-only)</source>
        <translation>Ansicht von Zug {k} von {n} (nur lesen)</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="349"/>
        <source>Now: move {n}</source>
        <translation>Jetzt: Zug {n}</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="184"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="185"/>
        <source>Win chances</source>
        <translation>Siegchancen</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="186"/>
        <source>The chart shown: the score or each player&apos;s chance to win</source>
        <translation>Das gezeigte Diagramm: die Punkte oder die Siegchance jedes Spielers</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="187"/>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../desktop/widgets/turnbar.py" line="65"/>
        <source>Done — pass the laptop</source>
        <translation>Fertig — Laptop weitergeben</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/turnbar.py" line="66"/>
        <source>Done: hand the laptop to whoever decides next (Enter)</source>
        <translation>Fertig: gib den Laptop an die Person weiter, die als Nächste entscheidet (Eingabetaste)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/turnbar.py" line="68"/>
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/turnbar.py" line="69"/>
        <source>Show the final score table again</source>
        <translation>Die Endwertung noch einmal zeigen</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <location filename="../desktop/worker.py" line="227"/>
        <source>the worker process stopped (exit code {code})</source>
        <translation>der Hilfsprozess hat aufgehört (Exit-Code {code})</translation>
    </message>
    <message>
        <location filename="../desktop/worker.py" line="259"/>
        <source>the worker process stopped answering</source>
        <translation>der Hilfsprozess antwortet nicht mehr</translation>
    </message>
</context>
<context>
    <name>architects</name>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="53"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="58"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="254"/>
        <location filename="../desktop/tables/architects/names.py" line="256"/>
        <source>gain {what}</source>
        <translation>erhalte {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="66"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="83"/>
        <source>{n} wood or stone in any mix</source>
        <translation>{n} Holz oder Stein in beliebiger Mischung</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="114"/>
        <source>every player with {n} or more workers in the Prison loses {virtue}</source>
        <translation>jeder mit {n} oder mehr Arbeitern im Gefängnis verliert {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="118"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="499"/>
        <source>take {what}</source>
        <translation>nimm {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="122"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="256"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="464"/>
        <source>draw {what}</source>
        <translation>ziehe {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="128"/>
        <source>every player (you too) gains {virtue}</source>
        <translation>alle (auch du) erhalten {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="132"/>
        <source>gain {gold} per {per} virtue you have</source>
        <translation>erhalte {gold} je {per} Tugend, die du hast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="92"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="436"/>
        <source>hire any face-up apprentice for free</source>
        <translation>stelle einen beliebigen offenen Lehrling kostenlos ein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="93"/>
        <source>free all your workers from the Prison</source>
        <translation>befreie alle deine Arbeiter aus dem Gefängnis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="94"/>
        <source>place another worker in the Guildhall and construct or work on the Cathedral again</source>
        <translation>setze einen weiteren Arbeiter in die Gildenhalle und baue noch einmal ein Gebäude oder an der Kathedrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="173"/>
        <source>+{vp} per apprentice of yours with {skill}</source>
        <translation>+{vp} je eigenem Lehrling mit {skill}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="142"/>
        <source>+{vp} if you are strictly furthest on the Cathedral</source>
        <translation>+{vp}, wenn du an der Kathedrale allein am weitesten bist</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="108"/>
        <source>capture workers %n time(s) for free</source>
        <translation>
            <numerusform>nimm einmal kostenlos Arbeiter gefangen</numerusform>
            <numerusform>nimm %n-mal kostenlos Arbeiter gefangen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="111"/>
        <source>capture workers %n time(s) for free, or bring all your workers back from other players&apos; boards</source>
        <translation>
            <numerusform>nimm einmal kostenlos Arbeiter gefangen oder hole alle deine Arbeiter von den Tableaus der anderen zurück</numerusform>
            <numerusform>nimm %n-mal kostenlos Arbeiter gefangen oder hole alle deine Arbeiter von den Tableaus der anderen zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="120"/>
        <source>you may destroy %n unpaid debt(s)</source>
        <translation>
            <numerusform>du darfst %n unbezahlte Schuld vernichten</numerusform>
            <numerusform>du darfst %n unbezahlte Schulden vernichten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="124"/>
        <source>you may discard %n building card(s) from your hand for {gold}</source>
        <translation>
            <numerusform>du darfst %n Gebäudekarte aus deiner Hand für {gold} abwerfen</numerusform>
            <numerusform>du darfst %n Gebäudekarten aus deiner Hand für {gold} abwerfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="136"/>
        <source>discard %n of your apprentices</source>
        <translation>
            <numerusform>wirf %n deiner Lehrlinge ab</numerusform>
            <numerusform>wirf %n deiner Lehrlinge ab</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="143"/>
        <source>+{vp} if you have strictly the most stone</source>
        <translation>+{vp}, wenn du allein am meisten Stein hast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="144"/>
        <source>+{vp} if you have strictly the most wood</source>
        <translation>+{vp}, wenn du allein am meisten Holz hast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="145"/>
        <source>+{vp} if you have strictly the most clay</source>
        <translation>+{vp}, wenn du allein am meisten Lehm hast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="146"/>
        <source>+{vp} if you have strictly the most silver</source>
        <translation>+{vp}, wenn du allein am meisten Silber hast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="147"/>
        <source>+{virtue} per {per} clay, wood and stone you have together</source>
        <translation>+{virtue} je {per} Lehm, Holz und Stein, die du zusammen hast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="148"/>
        <source>+{vp} if you have no unpaid debt</source>
        <translation>+{vp}, wenn du keine unbezahlte Schuld hast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="149"/>
        <source>+{vp} per building you have built (this one too)</source>
        <translation>+{vp} je Gebäude, das du gebaut hast (auch dieses)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="150"/>
        <source>+{virtue} per {per} gold you have</source>
        <translation>+{virtue} je {per} Gold, das du hast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="151"/>
        <source>+{virtue} if you are strictly furthest on the Cathedral</source>
        <translation>+{virtue}, wenn du an der Kathedrale allein am weitesten bist</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="152"/>
        <source>lose {virtue}</source>
        <translation>verliere {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="153"/>
        <source>each unpaid debt costs you {vp} instead of {usual}</source>
        <translation>jede unbezahlte Schuld kostet dich {vp} statt {usual}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="154"/>
        <source>each unpaid debt costs you {vp} more</source>
        <translation>jede unbezahlte Schuld kostet dich {vp} mehr</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="155"/>
        <source>+{vp} per {per} captured workers on your board</source>
        <translation>+{vp} je {per} gefangene Arbeiter auf deinem Tableau</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="156"/>
        <source>+{vp} per {per} virtue you have</source>
        <translation>+{vp} je {per} Tugend, die du hast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="157"/>
        <source>+{vp} per paid debt</source>
        <translation>+{vp} je bezahlte Schuld</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="158"/>
        <source>+{virtue} per {per} marble you have</source>
        <translation>+{virtue} je {per} Marmor, den du hast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="159"/>
        <source>+{virtue} per {per} paid debts</source>
        <translation>+{virtue} je {per} bezahlte Schulden</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="160"/>
        <source>+{virtue} per {per} buildings you have built</source>
        <translation>+{virtue} je {per} Gebäude, die du gebaut hast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="75"/>
        <source>{virtue} (below 0: {debts} instead)</source>
        <translation>{virtue} (unter 0: stattdessen {debts})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="183"/>
        <source>Cost: {cost}</source>
        <translation>Kosten: {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="185"/>
        <source>Needs: {skills}</source>
        <translation>Braucht: {skills}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="192"/>
        <source>When built: {effect}</source>
        <translation>Beim Bau: {effect}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="195"/>
        <source>End of game: {effect}</source>
        <translation>Spielende: {effect}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="202"/>
        <source>{name} (building)</source>
        <translation>{name} (Gebäude)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="204"/>
        <source>{name} (building, promo card)</source>
        <translation>{name} (Gebäude, Promokarte)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="214"/>
        <source>{give} → {get}</source>
        <translation>{give} → {get}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="246"/>
        <source>King&apos;s Storehouse trade: {trade}</source>
        <translation>Tausch im Königlichen Lager: {trade}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="248"/>
        <source>no special ability</source>
        <translation>keine besondere Fähigkeit</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="314"/>
        <source>frees %n worker(s) from the Prison at each Black Market reset</source>
        <translation>
            <numerusform>befreit bei jeder Schwarzmarkt-Räumung %n Arbeiter aus dem Gefängnis</numerusform>
            <numerusform>befreit bei jeder Schwarzmarkt-Räumung %n Arbeiter aus dem Gefängnis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="317"/>
        <source>pays {silver} less (not tax) to hire at the Workshop; %n apprentice(s) at most</source>
        <translation>
            <numerusform>zahlt beim Einstellen in der Werkstatt {silver} weniger (nicht bei der Steuer); höchstens %n Lehrling</numerusform>
            <numerusform>zahlt beim Einstellen in der Werkstatt {silver} weniger (nicht bei der Steuer); höchstens %n Lehrlinge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="343"/>
        <source>%n worker(s) start(s) in the Prison</source>
        <translation>
            <numerusform>%n Arbeiter beginnt im Gefängnis</numerusform>
            <numerusform>%n Arbeiter beginnen im Gefängnis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="459"/>
        <source>make up to %n trade(s)</source>
        <translation>
            <numerusform>bis zu %n Tauschaktion</numerusform>
            <numerusform>bis zu %n Tauschaktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="469"/>
        <source>take up to %n action(s)</source>
        <translation>
            <numerusform>bis zu %n Aktion</numerusform>
            <numerusform>bis zu %n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="476"/>
        <source>make up to %n capture(s)</source>
        <translation>
            <numerusform>bis zu %n Gefangennahme</numerusform>
            <numerusform>bis zu %n Gefangennahmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="482"/>
        <source>from up to %n location(s)</source>
        <translation>
            <numerusform>alle an %n Ort</numerusform>
            <numerusform>an bis zu %n Orten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="219"/>
        <source>whenever you work on the Cathedral: {gain}</source>
        <translation>immer wenn du an der Kathedrale baust: {gain}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="220"/>
        <source>Town Centre: each capture after the first costs {what} less</source>
        <translation>Stadtzentrum: jede Gefangennahme nach der ersten kostet {what} weniger</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="221"/>
        <source>whenever you pay off a debt: gain {what}</source>
        <translation>immer wenn du eine Schuld abbezahlst: erhalte {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="222"/>
        <source>at each Black Market reset: free up to {n} of your workers from the Prison</source>
        <translation>bei jeder Schwarzmarkt-Räumung: befreie bis zu {n} deiner Arbeiter aus dem Gefängnis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="225"/>
        <source>no virtue loss at the Black Market</source>
        <translation>kein Tugendverlust auf dem Schwarzmarkt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="226"/>
        <source>Silversmith: {what} more</source>
        <translation>Silberschmied: {what} mehr</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="227"/>
        <source>Mines (clay or gold): {what} more</source>
        <translation>Mine (Lehm oder Gold): {what} mehr</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="228"/>
        <source>Tax Stand: gain {what} as well</source>
        <translation>Steuerstand: erhalte zusätzlich {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="229"/>
        <source>at each Black Market reset with none of your workers in the Prison: gain {what}</source>
        <translation>bei jeder Schwarzmarkt-Räumung, wenn keiner deiner Arbeiter im Gefängnis ist: erhalte {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="232"/>
        <source>Quarry: {what} more</source>
        <translation>Steinbruch: {what} mehr</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="233"/>
        <source>each time you go to the Black Market: gain {what}</source>
        <translation>bei jedem Besuch auf dem Schwarzmarkt: erhalte {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="234"/>
        <source>Tax Stand: lose {what} less</source>
        <translation>Steuerstand: verliere {what} weniger</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="235"/>
        <source>Black Market spots cost {what} less</source>
        <translation>Schwarzmarktfelder kosten {what} weniger</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="236"/>
        <source>Forest: {what} more</source>
        <translation>Wald: {what} mehr</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="237"/>
        <source>whenever you send captured workers to the Prison: gain {what}</source>
        <translation>immer wenn du gefangene Arbeiter ins Gefängnis schickst: erhalte {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="238"/>
        <source>at each Black Market reset: gain {what}</source>
        <translation>bei jeder Schwarzmarkt-Räumung: erhalte {what}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="253"/>
        <source>King&apos;s Storehouse: %n more trade(s)</source>
        <translation>
            <numerusform>Königliches Lager: %n Tauschaktion mehr</numerusform>
            <numerusform>Königliches Lager: %n Tauschaktionen mehr</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="264"/>
        <source>Skills: {skills}</source>
        <translation>Fertigkeiten: {skills}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="266"/>
        <source>When hired: {effect}</source>
        <translation>Beim Einstellen: {effect}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="274"/>
        <source>{name} (apprentice, promo card)</source>
        <translation>{name} (Lehrling, Promokarte)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="276"/>
        <source>{name} (apprentice)</source>
        <translation>{name} (Lehrling)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="296"/>
        <source>pays {n} wood or stone less on every building and Cathedral cost</source>
        <translation>zahlt bei allen Gebäude- und Kathedralenkosten {n} Holz oder Stein weniger</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="300"/>
        <source>may pay {silver} instead of taking each debt</source>
        <translation>darf statt jeder Schuld {silver} zahlen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="304"/>
        <source>draws {cards} at each visit to the Black Market</source>
        <translation>zieht bei jedem Besuch auf dem Schwarzmarkt {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="308"/>
        <source>ignores {tax} of every cost</source>
        <translation>ignoriert bei allen Kosten {tax}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="310"/>
        <source>draws {cards} with every building constructed</source>
        <translation>zieht bei jedem gebauten Gebäude {cards}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="320"/>
        <source>gains {silver} more when sending captured workers to the Prison</source>
        <translation>erhält {silver} mehr, wenn sie gefangene Arbeiter ins Gefängnis schickt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="324"/>
        <source>may pay gold for marble and marble for gold</source>
        <translation>darf Gold statt Marmor und Marmor statt Gold zahlen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="325"/>
        <source>discards no building card to work on the Cathedral</source>
        <translation>wirft für die Kathedrale keine Gebäudekarte ab</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="340"/>
        <source>Starts with {what} at virtue {virtue}</source>
        <translation>Beginnt mit {what} auf Tugend {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="344"/>
        <source>Ability: {text}</source>
        <translation>Fähigkeit: {text}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="358"/>
        <source>send every captured worker on your board to the Prison and gain {silver} for each</source>
        <translation>schicke alle gefangenen Arbeiter auf deinem Tableau ins Gefängnis und erhalte je {silver}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="362"/>
        <source>free all your workers from the Prison, at no cost</source>
        <translation>befreie kostenlos alle deine Arbeiter aus dem Gefängnis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="364"/>
        <source>pay {cost}: bring all your workers back from other players&apos; boards</source>
        <translation>zahle {cost}: hole alle deine Arbeiter von den Tableaus der anderen zurück</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="368"/>
        <source>take {debt} and lose {virtue}: bring all your workers back from other players&apos; boards</source>
        <translation>nimm {debt} und verliere {virtue}: hole alle deine Arbeiter von den Tableaus der anderen zurück</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="371"/>
        <source>pay {cost}: pay off 1 debt and gain {virtue}</source>
        <translation>zahle {cost}: zahle 1 Schuld ab und erhalte {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="384"/>
        <source>Imprison captives: +{silver} each</source>
        <translation>Gefangene ins Gefängnis: je +{silver}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="388"/>
        <source>Free from Prison</source>
        <translation>Aus dem Gefängnis befreien</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="391"/>
        <source>Rescue: {cost}</source>
        <translation>Zurückholen: {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="393"/>
        <source>Rescue: +{debt}, −{virtue}</source>
        <translation>Zurückholen: +{debt}, −{virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="397"/>
        <source>Pay off a debt: {cost}</source>
        <translation>Schuld abzahlen: {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="416"/>
        <source>any column for {cost}</source>
        <translation>jede Spalte für {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="423"/>
        <source>columns 1–{reach} for {cost}, {extra} more per column beyond</source>
        <translation>Spalten 1–{reach} für {cost}, je weitere Spalte {extra} mehr</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="420"/>
        <source>column 1 for {cost}, {extra} more per column beyond</source>
        <translation>Spalte 1 für {cost}, je weitere Spalte {extra} mehr</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="439"/>
        <source>draw {what} and keep 1</source>
        <translation>ziehe {what} und behalte 1</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="441"/>
        <source>pay {silver}: {what}</source>
        <translation>zahle {silver}: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="442"/>
        <source>pay {silver} and lose {virtue}: {what}</source>
        <translation>zahle {silver} und verliere {virtue}: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="453"/>
        <source>construct a building or work on the Cathedral</source>
        <translation>baue ein Gebäude oder an der Kathedrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="461"/>
        <source>hire an apprentice: {terms}</source>
        <translation>stelle einen Lehrling ein: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="483"/>
        <source>{captures} ({where}); the first costs {first}, each further one {later}</source>
        <translation>{captures} ({where}); die erste kostet {first}, jede weitere {later}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="478"/>
        <source>{captures} (cost: {first})</source>
        <translation>{captures} (Kosten: {first})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="496"/>
        <source>take {what} and lose {virtue}</source>
        <translation>nimm {what} und verliere {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="507"/>
        <source>No workers here</source>
        <translation>Keine Arbeiter hier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="508"/>
        <source>Workers here: {list}</source>
        <translation>Arbeiter hier: {list}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="520"/>
        <source>Trade: any {n} of {goods} → {get}</source>
        <translation>Tausch: {n} beliebige aus {goods} → {get}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="528"/>
        <source>Your apprentices add: {trades}</source>
        <translation>Deine Lehrlinge bieten dazu: {trades}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="543"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="561"/>
        <source>A worker placed now: {terms}</source>
        <translation>Ein Arbeiter jetzt: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="546"/>
        <source>Clay: {terms}</source>
        <translation>Lehm: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="550"/>
        <source>needs a worker of yours here already</source>
        <translation>braucht schon einen eigenen Arbeiter hier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="551"/>
        <source>Gold: {terms}</source>
        <translation>Gold: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="556"/>
        <source>Hire an apprentice: {terms}</source>
        <translation>Lehrling einstellen: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="557"/>
        <source>Building plans: {terms}</source>
        <translation>Baupläne: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="564"/>
        <source>The Tax Stand is empty: nobody may go there.</source>
        <translation>Der Steuerstand ist leer: niemand darf dorthin.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="583"/>
        <source>Spot {spot}: {terms}</source>
        <translation>Feld {spot}: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="587"/>
        <source>(taken by {name})</source>
        <translation>(besetzt von {name})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="590"/>
        <source>Closed to players with virtue {n} or more; a reset when all three spots are taken.</source>
        <translation>Gesperrt ab Tugend {n}; sind alle drei Felder besetzt, wird er geräumt.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="595"/>
        <source>Your virtue is too high to go there.</source>
        <translation>Deine Tugend ist zu hoch, um dorthin zu gehen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="602"/>
        <source>Construct a building from your hand or work on the Cathedral; the worker stays.</source>
        <translation>Baue ein Gebäude aus deiner Hand oder an der Kathedrale; der Arbeiter bleibt liegen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="603"/>
        <source>Spaces filled: {k} of {n}</source>
        <translation>Belegte Plätze: {k} von {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="606"/>
        <source>Full: workers placed now go to the side.</source>
        <translation>Voll: neue Arbeiter kommen an die Seite.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="608"/>
        <source>You can construct or work on the Cathedral now.</source>
        <translation>Du kannst jetzt bauen oder an der Kathedrale arbeiten.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="610"/>
        <source>You have nothing you could construct or pay for now.</source>
        <translation>Du kannst gerade nichts bauen oder bezahlen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="616"/>
        <source>Needs virtue {n} or more and a building card to discard.</source>
        <translation>Braucht Tugend {n} oder mehr und eine Gebäudekarte zum Abwerfen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="622"/>
        <source>Level {k}: {cost}; {vp}; spots taken: {taken} of {spots}</source>
        <translation>Stufe {k}: {cost}; {vp}; belegt: {taken} von {spots}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="632"/>
        <source>Your level: {k}</source>
        <translation>Deine Stufe: {k}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="639"/>
        <source>In the Prison: {list}</source>
        <translation>Im Gefängnis: {list}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="641"/>
        <source>The Prison is empty</source>
        <translation>Das Gefängnis ist leer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="644"/>
        <source>At each Black Market reset: {n} or more workers here cost {virtue}; the most workers here take {debt}.</source>
        <translation>Bei jeder Schwarzmarkt-Räumung: wer {n} oder mehr Arbeiter hier hat, verliert {virtue}; wer die meisten hat, nimmt {debt}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="237"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="654"/>
        <source>End of game: −{vp} per {n} of your workers here</source>
        <translation>Spielende: −{vp} je {n} deiner Arbeiter hier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="65"/>
        <source>Quarry</source>
        <translation>Steinbruch</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="66"/>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="67"/>
        <source>Mines</source>
        <translation>Mine</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="68"/>
        <source>Silversmith</source>
        <translation>Silberschmied</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="69"/>
        <source>King&apos;s Storehouse</source>
        <translation>Königliches Lager</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="70"/>
        <source>Workshop</source>
        <translation>Werkstatt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="71"/>
        <source>Town Centre</source>
        <translation>Stadtzentrum</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="72"/>
        <source>Tax Stand</source>
        <translation>Steuerstand</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="73"/>
        <source>Guardhouse</source>
        <translation>Wachhaus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="74"/>
        <source>Black Market</source>
        <translation>Schwarzmarkt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="75"/>
        <source>Guildhall</source>
        <translation>Gildenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="76"/>
        <source>Cathedral</source>
        <translation>Kathedrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="77"/>
        <source>Prison</source>
        <translation>Gefängnis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="65"/>
        <source>Virtue track (end-game VP under each number). Below {cathedral} you cannot work on the Cathedral and pay less tax; from {closed} the Black Market is closed to you.</source>
        <translation>Tugendleiste (Siegpunkte bei Spielende unter jeder Zahl). Unter {cathedral} kannst du nicht an der Kathedrale arbeiten und zahlst weniger Steuern; ab {closed} ist dir der Schwarzmarkt verschlossen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="132"/>
        <source>Guildhall: construct a building or work on the Cathedral. {filled} of {size} spaces filled. Filling a space marked R resets the Black Market; one marked A refreshes the apprentices. When the last space is filled, everyone has one more turn.</source>
        <translation>Gildenhalle: ein Gebäude errichten oder an der Kathedrale arbeiten. {filled} von {size} Feldern belegt. Ein mit R markiertes Feld setzt den Schwarzmarkt zurück, ein mit A markiertes frischt die Lehrlinge auf. Ist das letzte Feld belegt, hat jeder noch einen Zug.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="174"/>
        <source>Cathedral: pay the next level&apos;s cost and discard a building card to move up (virtue {n} or more); each level has room for a few players. Then draw a reward.</source>
        <translation>Kathedrale: Bezahle die Kosten der nächsten Stufe und wirf eine Gebäudekarte ab, um aufzusteigen (ab Tugend {n}); jede Stufe hat Platz für wenige Spieler. Dann ziehst du eine Belohnung.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="226"/>
        <source>Hire an apprentice for free, or draw {n} building cards and keep 1.</source>
        <translation>Stelle kostenlos einen Lehrling ein oder ziehe {n} Gebäudekarten und behalte 1.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="234"/>
        <source>Black Market spot {spot}: pay {silver} and lose {n} virtue.</source>
        <translation>Schwarzmarktfeld {spot}: zahle {silver} und verliere {n} Tugend.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="139"/>
        <source>The last turns have begun.</source>
        <translation>Die letzten Züge haben begonnen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="41"/>
        <location filename="../desktop/tables/architects/names.py" line="117"/>
        <source>Clay</source>
        <translation>Lehm</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="43"/>
        <source>Hire</source>
        <translation>Einstellen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="44"/>
        <source>Plans</source>
        <translation>Pläne</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="46"/>
        <source>B: hire</source>
        <translation>B: einstellen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="47"/>
        <source>B: draw</source>
        <translation>B: ziehen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="54"/>
        <source>Gain 1 stone for each of your workers here.</source>
        <translation>Erhalte 1 Stein für jeden deiner Arbeiter hier.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="55"/>
        <source>Gain 1 wood for each of your workers here.</source>
        <translation>Erhalte 1 Holz für jeden deiner Arbeiter hier.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="56"/>
        <source>Clay: 1 + 1 per worker here. Gold: 1 per 2 workers here.</source>
        <translation>Lehm: 1 + 1 je Arbeiter hier. Gold: 1 je 2 Arbeiter hier.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="57"/>
        <source>Gain 1 silver + 1 per worker here.</source>
        <translation>Erhalte 1 Silber + 1 je Arbeiter hier.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="58"/>
        <source>One trade for each of your workers here.</source>
        <translation>Ein Tausch für jeden deiner Arbeiter hier.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="59"/>
        <source>Hire an apprentice or draw plans.</source>
        <translation>Stelle einen Lehrling ein oder ziehe Pläne.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="60"/>
        <source>Pay silver to capture workers: one colour at one location each.</source>
        <translation>Zahle Silber, um Arbeiter gefangen zu nehmen: je eine Farbe an einem Ort.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="61"/>
        <source>One action for each of your workers here.</source>
        <translation>Eine Aktion für jeden deiner Arbeiter hier.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="62"/>
        <source>Closed at virtue {closed} or more. Costs {n} virtue.</source>
        <translation>Ab Tugend {closed} geschlossen. Kostet {n} Tugend.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="210"/>
        <source>Take the silver here ({silver}), lose {n} virtue.</source>
        <translation>Nimm das Silber hier ({silver}), verliere {n} Tugend.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="65"/>
        <source>Only the Guardhouse and Black Market resets send workers here.</source>
        <translation>Nur das Wachhaus und das Zurücksetzen des Schwarzmarkts schicken Arbeiter hierher.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="139"/>
        <source>Piles</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="141"/>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="195"/>
        <source>{name}&apos;s board: {supply} in the supply, {captured} of others captured</source>
        <translation>Tableau von {name}: {supply} im Vorrat, {captured} anderer gefangen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="228"/>
        <source>Building cards: {n}</source>
        <translation>Gebäudekarten: {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="229"/>
        <source>Apprentices: {n}</source>
        <translation>Lehrlinge: {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="230"/>
        <source>Reward cards: {n}</source>
        <translation>Belohnungskarten: {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="231"/>
        <source>Black Market cards: {n}</source>
        <translation>Schwarzmarktkarten: {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="298"/>
        <source>{name}&apos;s workers in the supply (drag one onto a location)</source>
        <translation>Arbeiter von {name} im Vorrat (einen auf einen Ort ziehen)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="300"/>
        <source>{name}&apos;s workers captured by {holder}</source>
        <translation>Arbeiter von {name}, gefangen von {holder}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="302"/>
        <source>{name}&apos;s worker at the Black Market</source>
        <translation>Arbeiter von {name} auf dem Schwarzmarkt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="304"/>
        <source>{name}&apos;s workers: {place}</source>
        <translation>Arbeiter von {name}: {place}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="118"/>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="119"/>
        <source>Stone</source>
        <translation>Stein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="42"/>
        <location filename="../desktop/tables/architects/names.py" line="120"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="88"/>
        <source>%n clay</source>
        <translation>
            <numerusform>%n Lehm</numerusform>
            <numerusform>%n Lehm</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="89"/>
        <source>%n wood</source>
        <translation>
            <numerusform>%n Holz</numerusform>
            <numerusform>%n Holz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="90"/>
        <source>%n stone</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Stein</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="91"/>
        <source>%n gold</source>
        <translation>
            <numerusform>%n Gold</numerusform>
            <numerusform>%n Gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="92"/>
        <source>%n marble</source>
        <translation>
            <numerusform>%n Marmor</numerusform>
            <numerusform>%n Marmor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="93"/>
        <source>%n silver</source>
        <translation>
            <numerusform>%n Silber</numerusform>
            <numerusform>%n Silber</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="94"/>
        <source>%n virtue</source>
        <translation>
            <numerusform>%n Tugend</numerusform>
            <numerusform>%n Tugend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="95"/>
        <source>%n building card(s)</source>
        <translation>
            <numerusform>%n Gebäudekarte</numerusform>
            <numerusform>%n Gebäudekarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="96"/>
        <source>%n debt(s)</source>
        <translation>
            <numerusform>%n Schuld</numerusform>
            <numerusform>%n Schulden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="97"/>
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n Arbeiter</numerusform>
            <numerusform>%n Arbeiter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="98"/>
        <source>%n VP</source>
        <translation>
            <numerusform>%n SP</numerusform>
            <numerusform>%n SP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="99"/>
        <source>%n tax</source>
        <translation>
            <numerusform>%n Steuer</numerusform>
            <numerusform>%n Steuer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="121"/>
        <source>Marble</source>
        <translation>Marmor</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="122"/>
        <source>Silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="123"/>
        <source>Virtue</source>
        <translation>Tugend</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="134"/>
        <source>clay</source>
        <translation>Lehm</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="135"/>
        <source>wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="136"/>
        <source>stone</source>
        <translation>Stein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="137"/>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="138"/>
        <source>marble</source>
        <translation>Marmor</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="139"/>
        <source>silver</source>
        <translation>Silber</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="150"/>
        <source>Carpentry</source>
        <translation>Zimmerei</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="151"/>
        <source>Tiling</source>
        <translation>Dachdeckerei</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="152"/>
        <source>Masonry</source>
        <translation>Maurerei</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="165"/>
        <source>C</source>
        <comment>Carpentry skill mark</comment>
        <translation>Z</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="166"/>
        <source>T</source>
        <comment>Tiling skill mark</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="167"/>
        <source>M</source>
        <comment>Masonry skill mark</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="176"/>
        <source>Cl</source>
        <comment>clay mark</comment>
        <translation>Le</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="177"/>
        <source>Wd</source>
        <comment>wood mark</comment>
        <translation>Ho</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="178"/>
        <source>St</source>
        <comment>stone mark</comment>
        <translation>St</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="179"/>
        <source>Gd</source>
        <comment>gold mark</comment>
        <translation>Go</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="180"/>
        <source>Mb</source>
        <comment>marble mark</comment>
        <translation>Ma</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="187"/>
        <source>{name} ({mark})</source>
        <translation>{name} ({mark})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="198"/>
        <source>at the Quarry</source>
        <translation>am Steinbruch</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="199"/>
        <source>in the Forest</source>
        <translation>im Wald</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="200"/>
        <source>at the Mines</source>
        <translation>in der Mine</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="201"/>
        <source>at the Silversmith</source>
        <translation>beim Silberschmied</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="202"/>
        <source>at the King&apos;s Storehouse</source>
        <translation>im Königlichen Lager</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="203"/>
        <source>at the Workshop</source>
        <translation>in der Werkstatt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="204"/>
        <source>in the Town Centre</source>
        <translation>im Stadtzentrum</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="205"/>
        <source>at the Tax Stand</source>
        <translation>am Steuerstand</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="40"/>
        <source>{who} takes Black Market spot {spot}</source>
        <translation>{who} besetzt Schwarzmarktfeld {spot}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="42"/>
        <source>{who} places a worker beside the full Guildhall</source>
        <translation>{who} legt einen Arbeiter neben die volle Gildenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="44"/>
        <source>{who} places a worker in the Guildhall (space {n})</source>
        <translation>{who} legt einen Arbeiter in die Gildenhalle (Platz {n})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="63"/>
        <source>at the Black Market reset</source>
        <translation>bei der Schwarzmarkt-Räumung</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="65"/>
        <source>with {building}</source>
        <translation>mit dem Gebäude „{building}“</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="67"/>
        <location filename="../desktop/tables/architects/names.py" line="206"/>
        <source>at the Guardhouse</source>
        <translation>im Wachhaus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="73"/>
        <source>Black Market reset: the Large space now offers {goods}</source>
        <translation>Schwarzmarkt-Räumung: das große Feld bietet jetzt {goods}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="80"/>
        <location filename="../desktop/tables/architects/logtext.py" line="113"/>
        <source>{who} gains {what}</source>
        <translation>{who} erhält {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="81"/>
        <source>{who} loses {what}</source>
        <translation>{who} verliert {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="115"/>
        <source>{who} pays {what}</source>
        <translation>{who} zahlt {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="117"/>
        <source>{who} puts {what} on the Tax Stand</source>
        <translation>{who} legt {what} auf den Steuerstand</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="119"/>
        <source>{who} takes {what} from the Tax Stand</source>
        <translation>{who} nimmt {what} vom Steuerstand</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="125"/>
        <source>{who} trades {trade}</source>
        <translation>{who} tauscht {trade}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="135"/>
        <source>{who} hires {name}</source>
        <translation>{who} stellt den Lehrling „{name}“ ein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="137"/>
        <source>{who} lets the apprentice {name} go</source>
        <translation>{who} entlässt den Lehrling „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="143"/>
        <source>{who} keeps one of the drawn cards; the others go under the deck</source>
        <translation>{who} behält eine der gezogenen Karten; die anderen kommen unter den Stapel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="363"/>
        <location filename="../desktop/tables/architects/logtext.py" line="147"/>
        <source>{who} keeps a building card from the draft</source>
        <translation>{who} behält eine Gebäudekarte aus dem Draft</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="45"/>
        <source>{who} places a worker {where} (%n there now)</source>
        <translation>
            <numerusform>{who} setzt einen Arbeiter {where} ein</numerusform>
            <numerusform>{who} setzt einen Arbeiter {where} ein (jetzt %n dort)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="53"/>
        <source>{who} takes %n own worker(s) back {place}</source>
        <translation>
            <numerusform>{who} holt %n eigenen Arbeiter {place} zurück</numerusform>
            <numerusform>{who} holt %n eigene Arbeiter {place} zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="56"/>
        <source>{who} captures %n worker(s) of {whose} {place}</source>
        <translation>
            <numerusform>{who} nimmt %n Arbeiter von {whose} {place} gefangen</numerusform>
            <numerusform>{who} nimmt %n Arbeiter von {whose} {place} gefangen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="68"/>
        <source>{who} frees %n worker(s) from the Prison {why}</source>
        <translation>
            <numerusform>{who} befreit %n Arbeiter aus dem Gefängnis {why}</numerusform>
            <numerusform>{who} befreit %n Arbeiter aus dem Gefängnis {why}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="86"/>
        <source>{who} takes %n debt(s)</source>
        <translation>
            <numerusform>{who} nimmt %n Schuld</numerusform>
            <numerusform>{who} nimmt %n Schulden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="87"/>
        <source>{who} pays off %n debt(s)</source>
        <translation>
            <numerusform>{who} zahlt %n Schuld ab</numerusform>
            <numerusform>{who} zahlt %n Schulden ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="88"/>
        <source>{who} destroys %n unpaid debt(s)</source>
        <translation>
            <numerusform>{who} vernichtet %n unbezahlte Schuld</numerusform>
            <numerusform>{who} vernichtet %n unbezahlte Schulden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="89"/>
        <source>{who} brings %n worker(s) back from other players&apos; boards</source>
        <translation>
            <numerusform>{who} holt %n Arbeiter von den Tableaus der anderen zurück</numerusform>
            <numerusform>{who} holt %n Arbeiter von den Tableaus der anderen zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="90"/>
        <source>{who} draws %n building card(s)</source>
        <translation>
            <numerusform>{who} zieht %n Gebäudekarte</numerusform>
            <numerusform>{who} zieht %n Gebäudekarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="92"/>
        <source>{who} draws %n building card(s) at the Black Market to keep one</source>
        <translation>
            <numerusform>{who} zieht auf dem Schwarzmarkt %n Gebäudekarte zum Behalten</numerusform>
            <numerusform>{who} zieht auf dem Schwarzmarkt %n Gebäudekarten, um eine zu behalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="94"/>
        <source>{who} puts %n building card(s) under the deck</source>
        <translation>
            <numerusform>{who} legt %n Gebäudekarte unter den Stapel</numerusform>
            <numerusform>{who} legt %n Gebäudekarten unter den Stapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="95"/>
        <source>%n worker(s) of {who} go(es) from the Black Market to the Prison</source>
        <translation>
            <numerusform>%n Arbeiter von {who} kommt vom Schwarzmarkt ins Gefängnis</numerusform>
            <numerusform>%n Arbeiter von {who} kommen vom Schwarzmarkt ins Gefängnis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="96"/>
        <source>{who} fills the last Guildhall space: %n turn(s) left in the game</source>
        <translation>
            <numerusform>{who} belegt den letzten Platz der Gildenhalle: noch %n Zug bis zum Spielende</numerusform>
            <numerusform>{who} belegt den letzten Platz der Gildenhalle: noch %n Züge bis zum Spielende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="129"/>
        <source>{who} sends %n worker(s) of {whose} to the Prison</source>
        <translation>
            <numerusform>{who} schickt %n Arbeiter von {whose} ins Gefängnis</numerusform>
            <numerusform>{who} schickt %n Arbeiter von {whose} ins Gefängnis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="141"/>
        <source>The Workshop apprentices move on: %n new apprentice(s)</source>
        <translation>
            <numerusform>Die Lehrlinge der Werkstatt rücken weiter: %n neuer Lehrling</numerusform>
            <numerusform>Die Lehrlinge der Werkstatt rücken weiter: %n neue Lehrlinge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="149"/>
        <source>{who} constructs {name}</source>
        <translation>{who} baut das Gebäude „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="151"/>
        <source>{who} works on the Cathedral: level {n}</source>
        <translation>{who} baut an der Kathedrale: Stufe {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="153"/>
        <source>{who} takes a Reward card: {what}</source>
        <translation>{who} nimmt eine Belohnungskarte: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="157"/>
        <source>{who} takes a worker back {place}</source>
        <translation>{who} holt einen Arbeiter {place} zurück</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="161"/>
        <source>{who} has no worker to place or take back and passes</source>
        <translation>{who} hat keinen Arbeiter zum Einsetzen oder Zurückholen und passt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="164"/>
        <source>The game is over: nobody could place or take back a worker for a whole turn cycle</source>
        <translation>Das Spiel ist vorbei: einen ganzen Durchgang lang konnte niemand einen Arbeiter einsetzen oder zurückholen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="167"/>
        <source>The game is over: the last turns have been played</source>
        <translation>Das Spiel ist vorbei: die letzten Züge sind gespielt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="207"/>
        <source>at the Black Market</source>
        <translation>auf dem Schwarzmarkt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="208"/>
        <source>in the Guildhall</source>
        <translation>in der Gildenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="209"/>
        <source>at the Cathedral</source>
        <translation>an der Kathedrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="210"/>
        <source>in the Prison</source>
        <translation>im Gefängnis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="221"/>
        <source>from the Quarry</source>
        <translation>vom Steinbruch</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="222"/>
        <source>from the Forest</source>
        <translation>aus dem Wald</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="223"/>
        <source>from the Mines</source>
        <translation>aus der Mine</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="224"/>
        <source>from the Silversmith</source>
        <translation>vom Silberschmied</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="225"/>
        <source>from the King&apos;s Storehouse</source>
        <translation>aus dem Königlichen Lager</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="226"/>
        <source>from the Workshop</source>
        <translation>aus der Werkstatt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="227"/>
        <source>from the Town Centre</source>
        <translation>aus dem Stadtzentrum</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="228"/>
        <source>from the Tax Stand</source>
        <translation>vom Steuerstand</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="229"/>
        <source>from the Guardhouse</source>
        <translation>aus dem Wachhaus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="247"/>
        <source>from the Prison</source>
        <translation>aus dem Gefängnis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="249"/>
        <source>from {name}&apos;s board</source>
        <translation>vom Tableau von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="257"/>
        <source>lose {what}</source>
        <translation>verliere {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="89"/>
        <location filename="../desktop/tables/architects/gestures.py" line="389"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="63"/>
        <source>{who}: take a starting apprentice for free</source>
        <translation>{who}: nimm kostenlos einen Startlehrling</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="64"/>
        <source>{who}: take a worker back (none left in your supply)</source>
        <translation>{who}: hole einen Arbeiter zurück (keiner mehr in deinem Vorrat)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="65"/>
        <source>{who}: hire an apprentice at the Workshop (columns 1–{n} within reach)</source>
        <translation>{who}: stelle in der Werkstatt einen Lehrling ein (Spalten 1–{n} in Reichweite)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="67"/>
        <source>{who}: hire an apprentice at the Workshop (column 1 within reach)</source>
        <translation>{who}: stelle in der Werkstatt einen Lehrling ein (Spalte 1 in Reichweite)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="68"/>
        <source>{who}: hire a face-up apprentice for free ({subject})</source>
        <translation>{who}: stelle kostenlos einen offenen Lehrling ein ({subject})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="69"/>
        <source>{who}: let one of your apprentices go to make room for {subject}</source>
        <translation>{who}: entlasse einen deiner Lehrlinge, um Platz für {subject} zu machen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="72"/>
        <source>{who}: {subject} — let one of your apprentices go</source>
        <translation>{who}: {subject} — entlasse einen deiner Lehrlinge</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="73"/>
        <source>{who}: construct a building or work on the Cathedral</source>
        <translation>{who}: baue ein Gebäude oder an der Kathedrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="74"/>
        <source>{who}: {subject} — construct or work on the Cathedral again, or stop</source>
        <translation>{who}: {subject} — baue noch einmal ein Gebäude oder an der Kathedrale, oder höre auf</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="77"/>
        <source>{who}: {subject} — choose one</source>
        <translation>{who}: {subject} — wähle eins</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="78"/>
        <source>{who}: {subject} — discard a building card for {gold}, or discard nothing</source>
        <translation>{who}: {subject} — wirf eine Gebäudekarte für {gold} ab oder keine</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="81"/>
        <source>{who}: discard down to {limit} building cards ({n} in your hand)</source>
        <translation>{who}: wirf bis auf {limit} Gebäudekarten ab ({n} auf der Hand)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="95"/>
        <source>{who}: decide</source>
        <translation>{who}: Entscheide</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="131"/>
        <source>Mines: clay</source>
        <translation>Mine: Lehm</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="132"/>
        <source>Mines: gold</source>
        <translation>Mine: Gold</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="133"/>
        <source>Workshop: hire an apprentice</source>
        <translation>Werkstatt: Lehrling einstellen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="134"/>
        <source>Workshop: building plans</source>
        <translation>Werkstatt: Baupläne</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="135"/>
        <source>Black Market A</source>
        <translation>Schwarzmarkt A</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="136"/>
        <source>Black Market B: hire</source>
        <translation>Schwarzmarkt B: einstellen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="137"/>
        <source>Black Market B: draw</source>
        <translation>Schwarzmarkt B: ziehen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="138"/>
        <source>Black Market C</source>
        <translation>Schwarzmarkt C</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="155"/>
        <source>{place} — {terms}</source>
        <translation>{place} — {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="162"/>
        <source>row {row}, column {column}</source>
        <translation>Reihe {row}, Spalte {column}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="164"/>
        <source>Take {name} ({where}) as your starting apprentice</source>
        <translation>Nimm {name} ({where}) als Startlehrling</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="171"/>
        <source>Hire {name} ({where}) for {cost}</source>
        <translation>Stelle {name} ({where}) für {cost} ein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="175"/>
        <source>Hire {name} ({where}) for free</source>
        <translation>Stelle {name} ({where}) kostenlos ein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="178"/>
        <source>take the {what} on it</source>
        <translation>nimm die {what} darauf</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="191"/>
        <source>free</source>
        <translation>kostenlos</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="192"/>
        <source>{text} ({cost})</source>
        <translation>{text} ({cost})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="197"/>
        <source>Construct {name}: pay {goods}</source>
        <translation>Baue {name}: zahle {goods}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="206"/>
        <source>Cathedral level {k}: pay {goods}</source>
        <translation>Kathedrale Stufe {k}: zahle {goods}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="207"/>
        <source>Cathedral level {k}: pay {goods} and discard {name}</source>
        <translation>Kathedrale Stufe {k}: zahle {goods} und wirf {name} ab</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="224"/>
        <source>Gain {what}</source>
        <translation>Erhalte {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="214"/>
        <source>Capture workers for free</source>
        <translation>Nimm kostenlos Arbeiter gefangen</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="116"/>
        <source>{who}: keep one building card of the draft (%n to choose from)</source>
        <translation>
            <numerusform>{who}: behalte die letzte Gebäudekarte des Drafts</numerusform>
            <numerusform>{who}: behalte eine Gebäudekarte aus dem Draft (%n zur Wahl)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="117"/>
        <source>{who}: place a worker (%n in your supply)</source>
        <translation>
            <numerusform>{who}: setze einen Arbeiter ein (dein letzter im Vorrat)</numerusform>
            <numerusform>{who}: setze einen Arbeiter ein (%n in deinem Vorrat)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="118"/>
        <source>{who}: King&apos;s Storehouse — %n trade(s) left</source>
        <translation>
            <numerusform>{who}: Königliches Lager — noch %n Tauschaktion</numerusform>
            <numerusform>{who}: Königliches Lager — noch %n Tauschaktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="119"/>
        <source>{who}: Town Centre — %n capture(s) left</source>
        <translation>
            <numerusform>{who}: Stadtzentrum — noch %n Gefangennahme</numerusform>
            <numerusform>{who}: Stadtzentrum — noch %n Gefangennahmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="120"/>
        <source>{who}: Guardhouse — %n action(s) left</source>
        <translation>
            <numerusform>{who}: Wachhaus — noch %n Aktion</numerusform>
            <numerusform>{who}: Wachhaus — noch %n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="121"/>
        <source>{who}: {subject} — %n free capture(s) left</source>
        <translation>
            <numerusform>{who}: {subject} — noch %n kostenlose Gefangennahme</numerusform>
            <numerusform>{who}: {subject} — noch %n kostenlose Gefangennahmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="122"/>
        <source>{who}: keep one of the %n building cards drawn at the Black Market</source>
        <translation>
            <numerusform>{who}: behalte die auf dem Schwarzmarkt gezogene Gebäudekarte</numerusform>
            <numerusform>{who}: behalte eine der %n auf dem Schwarzmarkt gezogenen Gebäudekarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="173"/>
        <source>%n silver of it go(es) on the skipped card(s)</source>
        <translation>
            <numerusform>%n Silber davon kommt auf die übersprungene Karte</numerusform>
            <numerusform>%n Silber davon kommen auf die übersprungenen Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="185"/>
        <source>Take your %n worker(s) back {place}</source>
        <translation>
            <numerusform>Hole deinen %n Arbeiter {place} zurück</numerusform>
            <numerusform>Hole deine %n Arbeiter {place} zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="187"/>
        <source>Capture %n worker(s) of {name} {place}</source>
        <translation>
            <numerusform>Nimm %n Arbeiter von {name} {place} gefangen</numerusform>
            <numerusform>Nimm %n Arbeiter von {name} {place} gefangen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="215"/>
        <source>Bring all your workers back from other players&apos; boards</source>
        <translation>Hole alle deine Arbeiter von den Tableaus der anderen zurück</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="216"/>
        <source>Destroy 1 unpaid debt</source>
        <translation>Vernichte 1 unbezahlte Schuld</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="217"/>
        <source>Keep your debts</source>
        <translation>Behalte deine Schulden</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="231"/>
        <source>Discard {name} for {gold}</source>
        <translation>Wirf {name} für {gold} ab</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="234"/>
        <source>Discard {name}</source>
        <translation>„{name}“ abwerfen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="239"/>
        <source>Stop trading</source>
        <translation>Nicht mehr tauschen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="240"/>
        <location filename="../desktop/tables/architects/choicetext.py" line="241"/>
        <source>Capture no more</source>
        <translation>Niemanden mehr gefangen nehmen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="242"/>
        <source>Take no more Guardhouse actions</source>
        <translation>Keine weiteren Aktionen im Wachhaus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="243"/>
        <source>Stop: construct nothing more</source>
        <translation>Aufhören: nichts mehr bauen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="244"/>
        <source>Discard nothing</source>
        <translation>Nichts abwerfen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="249"/>
        <source>Stop</source>
        <translation>Aufhören</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="254"/>
        <location filename="../desktop/tables/architects/choicetext.py" line="265"/>
        <source>Keep {name}</source>
        <translation>Behalte {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="256"/>
        <source>Trade {trade}</source>
        <translation>Tausche {trade}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="264"/>
        <source>Let {name} go</source>
        <translation>Entlasse {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="266"/>
        <source>Take a worker back {place}</source>
        <translation>Hole einen Arbeiter {place} zurück</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="294"/>
        <source>then take the top Reward card</source>
        <translation>dann nimm die oberste Belohnungskarte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="295"/>
        <source>then {virtue} (no Reward card is left)</source>
        <translation>dann {virtue} (keine Belohnungskarte mehr übrig)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="365"/>
        <source>{who} keeps one of the building cards drawn</source>
        <translation>{who} behält eine der gezogenen Gebäudekarten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="367"/>
        <source>{who} discards a building card for {gold}</source>
        <translation>{who} wirft eine Gebäudekarte für {gold} ab</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="371"/>
        <source>{who} discards a building card</source>
        <translation>{who} wirft eine Gebäudekarte ab</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="376"/>
        <source>{who} works on the Cathedral (level {k}), paying {goods}</source>
        <translation>{who} baut an der Kathedrale (Stufe {k}) und zahlt {goods}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="378"/>
        <source>{who} works on the Cathedral (level {k}), paying {goods} and discarding a building card</source>
        <translation>{who} baut an der Kathedrale (Stufe {k}), zahlt {goods} und wirft eine Gebäudekarte ab</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="382"/>
        <source>{who}: {what}</source>
        <translation>{who}: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="343"/>
        <source>{move}; then {next}</source>
        <translation>{move}; danach: {next}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="73"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="74"/>
        <source>Goods</source>
        <translation>Waren</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="75"/>
        <source>Workers</source>
        <translation>Arbeiter</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="76"/>
        <source>Captured</source>
        <translation>Gefangen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="77"/>
        <source>Debts</source>
        <translation>Schulden</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="78"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="79"/>
        <source>Apprentices</source>
        <translation>Lehrlinge</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="80"/>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="81"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="120"/>
        <source>Virtue {n}: {vp} at the end of the game</source>
        <translation>Tugend {n}: {vp} bei Spielende</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="125"/>
        <source>The Black Market is closed to this player.</source>
        <translation>Der Schwarzmarkt ist für diese Person gesperrt.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="127"/>
        <source>This player may not work on the Cathedral.</source>
        <translation>Diese Person darf nicht an der Kathedrale bauen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="130"/>
        <source>Ignores {tax} of every cost.</source>
        <translation>Ignoriert bei allen Kosten {tax}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="139"/>
        <source>{n} in the supply</source>
        <translation>{n} im Vorrat</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="140"/>
        <source>{n} on the board</source>
        <translation>{n} auf dem Spielplan</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="141"/>
        <source>{n} in the Guildhall</source>
        <translation>{n} in der Gildenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="142"/>
        <source>{n} in the Prison</source>
        <translation>{n} im Gefängnis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="143"/>
        <source>{n} held by other players</source>
        <translation>{n} bei anderen gefangen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="145"/>
        <source>Workers: {list}</source>
        <translation>Arbeiter: {list}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="151"/>
        <source>{name} ({skills}): {ability}</source>
        <translation>{name} ({skills}): {ability}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/panels.py" line="157"/>
        <source>%n worker(s) in the Prison</source>
        <translation>
            <numerusform>%n Arbeiter im Gefängnis</numerusform>
            <numerusform>%n Arbeiter im Gefängnis</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="171"/>
        <source>Captured workers of: {list}</source>
        <translation>Gefangene Arbeiter von: {list}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="174"/>
        <source>{what}: {vp} at the end of the game</source>
        <translation>{what}: {vp} bei Spielende</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="178"/>
        <source>Unpaid: {n} ({vp} at the end); paid off: {paid}; destroyed: {gone}</source>
        <translation>Unbezahlt: {n} ({vp} bei Spielende); abbezahlt: {paid}; vernichtet: {gone}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="188"/>
        <source>Level {k} of {top}: {vp}</source>
        <translation>Stufe {k} von {top}: {vp}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="202"/>
        <source>The first player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="213"/>
        <source>{name}&apos;s building cards and apprentices</source>
        <translation>Gebäudekarten und Lehrlinge von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="230"/>
        <source>[construct]</source>
        <translation>[bauen]</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="232"/>
        <source>[discard]</source>
        <translation>[abwerfen]</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="234"/>
        <source>[keep]</source>
        <translation>[behalten]</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="236"/>
        <source>[let go]</source>
        <translation>[entlassen]</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="251"/>
        <source>Apprentice: {name}</source>
        <translation>Lehrling: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="267"/>
        <source>Drawn: {name}</source>
        <translation>Gezogen: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="268"/>
        <source>Draft: {name}</source>
        <translation>Draft: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="281"/>
        <source>Built</source>
        <translation>Gebaut</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="284"/>
        <source>Character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="292"/>
        <source>Buildings (with end bonuses)</source>
        <translation>Gebäude (mit Boni bei Spielende)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="293"/>
        <source>Unpaid debts</source>
        <translation>Unbezahlte Schulden</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="294"/>
        <source>Gold and marble</source>
        <translation>Gold und Marmor</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="313"/>
        <source>Silver ({vp} per {n})</source>
        <translation>Silber ({vp} je {n})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="297"/>
        <source>highest virtue</source>
        <translation>höchste Tugend</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/panels.py" line="182"/>
        <source>%n building card(s) in the hand (hidden)</source>
        <translation>
            <numerusform>%n Gebäudekarte auf der Hand (verdeckt)</numerusform>
            <numerusform>%n Gebäudekarten auf der Hand (verdeckt)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="298"/>
        <source>most silver</source>
        <translation>meistes Silber</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="301"/>
        <source>Virtue (tie-break)</source>
        <translation>Tugend (Gleichstand)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="302"/>
        <source>Silver (2nd tie-break)</source>
        <translation>Silber (2. Gleichstand)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/summary.py" line="37"/>
        <source>You kept {name} from the draft</source>
        <translation>Du hast {name} aus dem Draft behalten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/summary.py" line="39"/>
        <source>You kept {name} from the Black Market</source>
        <translation>Du hast {name} vom Schwarzmarkt behalten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/summary.py" line="41"/>
        <source>You drew {name}</source>
        <translation>Du hast {name} gezogen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/summary.py" line="45"/>
        <source>You discarded {name}</source>
        <translation>Du hast {name} abgeworfen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="128"/>
        <source>Capture</source>
        <translation>Gefangen nehmen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="145"/>
        <source>Work on the Cathedral</source>
        <translation>An der Kathedrale arbeiten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="148"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="158"/>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="284"/>
        <source>Choose how to pay: click one of the chips by the Cathedral.</source>
        <translation>Wähle, wie du bezahlst: Klicke auf einen der Chips an der Kathedrale.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/gestures.py" line="351"/>
        <source>With {n} players one Town Centre action captures at %n location(s) at most; this one captures {places}.</source>
        <translation>
            <numerusform>Bei {n} Spielern nimmt eine Aktion im Stadtzentrum an höchstens %n Ort gefangen; diese nimmt {places} gefangen.</numerusform>
            <numerusform>Bei {n} Spielern nimmt eine Aktion im Stadtzentrum an höchstens %n Orten gefangen; diese nimmt {places} gefangen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="295"/>
        <source>Workers {place} cannot be captured.</source>
        <translation>Arbeiter {place} können nicht gefangen genommen werden.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="289"/>
        <source>You cannot work on the Cathedral now: {why}.</source>
        <translation>Du kannst jetzt nicht an der Kathedrale arbeiten: {why}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="302"/>
        <source>Hiring {name} costs {cost}; you have {silver}.</source>
        <translation>{name} einzustellen kostet {cost}; du hast {silver}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="362"/>
        <source>The Cathedral is worked on from the Guildhall: place a worker on the Guildhall.</source>
        <translation>An der Kathedrale baut man von der Gildenhalle aus: Setze einen Arbeiter in die Gildenhalle.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="369"/>
        <source>Drop the worker on one of the spaces of {place}.</source>
        <translation>Lege den Arbeiter auf eines der Felder: {place}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="377"/>
        <source>You have no worker left: click a highlighted place to take one back.</source>
        <translation>Du hast keinen Arbeiter mehr: Klicke auf einen hervorgehobenen Ort, um einen zurückzuholen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="378"/>
        <source>This is not the time to place a worker.</source>
        <translation>Jetzt ist nicht die Zeit, einen Arbeiter einzusetzen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="379"/>
        <source>You have no worker in your supply.</source>
        <translation>Du hast keinen Arbeiter im Vorrat.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="380"/>
        <source>Workers can only go onto a location&apos;s space.</source>
        <translation>Arbeiter können nur auf das Feld eines Ortes.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="381"/>
        <source>Gold at the Mines needs a worker of yours there already.</source>
        <translation>Gold in der Mine braucht schon einen deiner Arbeiter dort.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="382"/>
        <source>There is no apprentice to hire.</source>
        <translation>Es gibt keinen Lehrling zum Einstellen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="383"/>
        <source>{place} costs {n} silver; you have less.</source>
        <translation>{place} kostet {n} Silber; du hast weniger.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="384"/>
        <source>There is no silver on the Tax Stand.</source>
        <translation>Auf dem Steuerstand liegt kein Silber.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="385"/>
        <source>The Black Market is closed to you at virtue {n} or more.</source>
        <translation>Ab Tugend {n} ist dir der Schwarzmarkt verschlossen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="386"/>
        <source>That Black Market spot is taken.</source>
        <translation>Dieses Schwarzmarktfeld ist besetzt.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="387"/>
        <source>No building card is left to draw.</source>
        <translation>Es ist keine Gebäudekarte mehr zum Ziehen übrig.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="399"/>
        <source>You can neither construct a building in your hand nor work on the Cathedral: {build}; {advance}.</source>
        <translation>Du kannst weder ein Gebäude aus deiner Hand errichten noch an der Kathedrale arbeiten: {build}; {advance}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="407"/>
        <source>you hold no building card</source>
        <translation>du hast keine Gebäudekarte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="332"/>
        <location filename="../desktop/tables/architects/gestures.py" line="412"/>
        <source>{name} needs {skills}, which none of your apprentices has</source>
        <translation>{name} braucht {skills}, und keiner deiner Lehrlinge hat das</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="415"/>
        <source>you cannot pay for any building in your hand</source>
        <translation>du kannst kein Gebäude aus deiner Hand bezahlen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="424"/>
        <source>you have reached the top of the Cathedral</source>
        <translation>du bist schon oben an der Kathedrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="426"/>
        <source>the Cathedral needs virtue {n} or more (you have {virtue})</source>
        <translation>die Kathedrale braucht Tugend {n} oder mehr (du hast {virtue})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="430"/>
        <source>every space of Cathedral level {k} is taken</source>
        <translation>alle Plätze der Kathedralenstufe {k} sind besetzt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="432"/>
        <source>the Cathedral needs a building card to discard</source>
        <translation>die Kathedrale braucht eine Gebäudekarte zum Abwerfen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="433"/>
        <source>Cathedral level {k} costs {cost}</source>
        <translation>Kathedralenstufe {k} kostet {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="390"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="392"/>
        <source>You cannot use {place} now.</source>
        <translation>Du kannst {place} jetzt nicht nutzen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="32"/>
        <source>Promo cards</source>
        <translation>Promokarten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="33"/>
        <source>Shuffle the promo buildings and apprentices into their decks.</source>
        <translation>Mische die Promo-Gebäude und -Lehrlinge in ihre Stapel.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="37"/>
        <source>Characters (variable setup)</source>
        <translation>Charaktere (variabler Aufbau)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="38"/>
        <source>Each player plays a character with their own starting goods, silver, virtue and ability (side 2 of the player boards).</source>
        <translation>Jeder spielt einen Charakter mit eigenen Startwaren, Silber, Tugend und Fähigkeit (Seite 2 der Spielertableaus).</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="50"/>
        <source>Turn {n} · Guildhall {filled} of {size}</source>
        <translation>Zug {n} · Gildenhalle {filled} von {size}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/table.py" line="55"/>
        <source>Last turns: %n left</source>
        <translation>
            <numerusform>Letzte Züge: noch %n</numerusform>
            <numerusform>Letzte Züge: noch %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="58"/>
        <source>The Black Market was reset.</source>
        <translation>Der Schwarzmarkt wurde zurückgesetzt.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="60"/>
        <source>New apprentices in the Workshop.</source>
        <translation>Neue Lehrlinge in der Werkstatt.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="64"/>
        <source>Turn {n}</source>
        <translation>Zug {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="72"/>
        <source>{name} picks a building card from the draft.</source>
        <translation>{name} wählt eine Gebäudekarte aus dem Draft.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="318"/>
        <source>{name} is not played: an apprentice&apos;s skills count when you construct a building.</source>
        <translation>{name} wird nicht gespielt: Die Fähigkeiten eines Lehrlings zählen, wenn du ein Gebäude errichtest.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="325"/>
        <source>{name} is constructed from the Guildhall: place a worker on the Guildhall.</source>
        <translation>{name} errichtet man von der Gildenhalle aus: Setze einen Arbeiter in die Gildenhalle.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="335"/>
        <source>You cannot pay for {name}: it costs {cost}.</source>
        <translation>Du kannst {name} nicht bezahlen: Es kostet {cost}.</translation>
    </message>
</context>
<context>
    <name>board</name>
    <message>
        <location filename="../desktop/tables/waterdeep/rounds.py" line="36"/>
        <source>Rounds track: round {n} of 8. The 3 VP tokens of a round go onto the Builder&apos;s Hall tiles when it starts; in round 5 everyone gains an agent.</source>
        <translation>Rundenleiste: Runde {n} von 8. Zu Rundenbeginn kommen die 3 SP-Marker der Runde auf die Gebäude in der Bauherrenhalle; in Runde 5 erhält jeder einen Agenten.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rounds.py" line="61"/>
        <source>+1 agent</source>
        <translation>+1 Agent</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="82"/>
        <source>First-player marker: this player starts the next round.</source>
        <translation>Startspielermarker: Dieser Spieler beginnt die nächste Runde.</translation>
    </message>
    <message>
        <location filename="../desktop/board/pools.py" line="84"/>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="91"/>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="54"/>
        <source>Waterdeep</source>
        <translation>Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="76"/>
        <source>Buildings in play</source>
        <translation>Gebäude im Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="121"/>
        <source>{name}&apos;s pool of agents</source>
        <translation>Agentenvorrat von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="62"/>
        <source>Each agent here is assigned again at the end of the round.</source>
        <translation>Jeder Agent hier wird am Ende der Runde erneut eingesetzt.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="194"/>
        <source>The Ambassador</source>
        <translation>Der Botschafter</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="197"/>
        <source>{name}&apos;s Lieutenant</source>
        <translation>Leutnant von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="198"/>
        <source>{name}&apos;s agent</source>
        <translation>Agent von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="418"/>
        <source>Now click a highlighted space (Escape cancels).</source>
        <extracomment>a target this small (scene units squared, with its highlight margin) is a space, not a card</extracomment>
        <translation>Klicke jetzt auf ein markiertes Feld (Esc bricht ab).</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="426"/>
        <source>Drop the meeple on a highlighted space.</source>
        <translation>Lege die Figur auf ein markiertes Feld.</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="457"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="67"/>
        <source>choose {what}</source>
        <translation>{what} wählen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="74"/>
        <source>C</source>
        <comment>cleric chip</comment>
        <translation>Kl</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="75"/>
        <source>F</source>
        <comment>fighter chip</comment>
        <translation>Kä</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="76"/>
        <source>R</source>
        <comment>rogue chip</comment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="77"/>
        <source>W</source>
        <comment>wizard chip</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="55"/>
        <source>Choose an adventurer</source>
        <translation>Abenteurer wählen</translation>
    </message>
    <message>
        <location filename="../desktop/board/items.py" line="465"/>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location filename="../desktop/board/focus.py" line="209"/>
        <source>Here: {meeples}.</source>
        <translation>Hier: {meeples}.</translation>
    </message>
    <message>
        <location filename="../desktop/board/focus.py" line="211"/>
        <source>You can choose this now: press Enter.</source>
        <translation>Jetzt wählbar: Enter drücken.</translation>
    </message>
    <message>
        <location filename="../desktop/board/focus.py" line="213"/>
        <source>The hint suggests this.</source>
        <translation>Der Tipp schlägt dies vor.</translation>
    </message>
    <message>
        <location filename="../desktop/board/view.py" line="54"/>
        <source>Game board</source>
        <extracomment>arrow key -&gt; direction on the board</extracomment>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <location filename="../desktop/board/view.py" line="56"/>
        <source>Tab and Shift+Tab go through what you can choose now, the arrow keys through every space; Enter chooses; Escape leaves the board.</source>
        <translation>Tab und Umschalt+Tab gehen durch alles, was du jetzt wählen kannst, die Pfeiltasten durch jedes Feld; Enter wählt; Escape verlässt das Brett.</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="25"/>
        <source>Tame the Hill Griffons</source>
        <translation>Die Greifen der Hügel zähmen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="26"/>
        <source>Explore the Sunken Observatory</source>
        <translation>Die versunkene Sternwarte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="27"/>
        <source>Expose the Crimson Coven&apos;s Spies</source>
        <translation>Die Spione des Purpurzirkels</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="28"/>
        <source>Host the Lantern Festival</source>
        <translation>Laternenfest ausrichten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="29"/>
        <source>Infiltrate the Obsidian Circle</source>
        <translation>Obsidianzirkel unterwandern</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="30"/>
        <source>Investigate the Sewer Blight</source>
        <translation>Der Kanalfäule nachgehen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="31"/>
        <source>Reclaim the Scrying Orb</source>
        <translation>Die Seherkugel zurückholen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="32"/>
        <source>Recruit for the Arcane Collegium</source>
        <translation>Für das Arkane Kolleg werben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="33"/>
        <source>Study the Hourglass Arts</source>
        <translation>Die Kunst der Sanduhr lernen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="34"/>
        <source>Retrieve the Buried Relics</source>
        <translation>Die Reliquien ausgraben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="35"/>
        <source>Steal a Grimoire from the Archmage</source>
        <translation>Des Erzmagiers Grimoire rauben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="36"/>
        <source>Study the Moonstone Arch</source>
        <translation>Den Mondbogen erforschen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="37"/>
        <source>Ally with House Corvalen</source>
        <translation>Bündnis mit Haus Corvalen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="38"/>
        <source>Pay Off the Dockmasters</source>
        <translation>Die Hafenvögte schmieren</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="39"/>
        <source>Charter a Traders&apos; Consortium</source>
        <translation>Ein Handelshaus gründen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="40"/>
        <source>Impersonate a Velmoran Noble</source>
        <translation>Einen Edlen aus Velmora mimen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="41"/>
        <source>Plant Friends in the Masons&apos; Guild</source>
        <translation>Die Maurerzunft umgarnen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="42"/>
        <source>Loot the Harvest Crypt</source>
        <translation>Die Erntegruft plündern</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="43"/>
        <source>Lure the Ironvale Artisans</source>
        <translation>Die Eisentaler abwerben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="44"/>
        <source>Appease the Striding Colossus</source>
        <translation>Den Koloss besänftigen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="45"/>
        <source>Escort the Visiting Enchanter</source>
        <translation>Den Gastmagier geleiten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="46"/>
        <source>Send Aid to the Silent Watch</source>
        <translation>Der Stillen Wacht helfen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="47"/>
        <source>Spy on the House of Candles</source>
        <translation>Haus der Kerzen ausspähen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="48"/>
        <source>Bribe the Night Patrol</source>
        <translation>Die Nachtstreife bestechen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="49"/>
        <source>Win a Noble to the Faith</source>
        <translation>Einen Edlen bekehren</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="50"/>
        <source>Raise a Shrine of Knowledge</source>
        <translation>Den Schrein des Wissens weihen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="51"/>
        <source>Guard the Gambler&apos;s Keep</source>
        <translation>Die Würfelburg bewachen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="52"/>
        <source>Uncover the Hidden Serpent Temple</source>
        <translation>Den Tempel der Natter finden</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="53"/>
        <source>Destroy the Ghoul Nest</source>
        <translation>Das Ghulnest ausräuchern</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="54"/>
        <source>Forge a Pact with the Steppe Clans</source>
        <translation>Bund mit den Steppenclans</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="55"/>
        <source>Tend the Wounded Shieldguard</source>
        <translation>Die Schildgarde verarzten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="56"/>
        <source>Perform the Rite of Atonement</source>
        <translation>Das Sühneritual vollziehen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="57"/>
        <source>Call Down a Blessing on the Poor</source>
        <translation>Segen für die Armen erflehen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="58"/>
        <source>Protect the House of Marvels</source>
        <translation>Das Haus der Mirakel hüten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="59"/>
        <source>Recruit Knights of the Scales</source>
        <translation>Ritter der Waage werben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="60"/>
        <source>Seal the Gate of Ashes</source>
        <translation>Das Aschentor versiegeln</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="61"/>
        <source>Earn a Name in the Undercity</source>
        <translation>Berüchtigt in der Unterstadt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="62"/>
        <source>Open a Safe House in the Old Quarter</source>
        <translation>Unterschlupf in der Altstadt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="63"/>
        <source>Found the Guild of Quiet Hands</source>
        <translation>Zunft der Stillen Hände gründen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="64"/>
        <source>Unmask the Corrupt Priesthood</source>
        <translation>Falsche Priester entlarven</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="65"/>
        <source>Fence Loot for the Velvet Baron</source>
        <translation>Hehlerei für den Samtbaron</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="66"/>
        <source>Plant a Mole in the Citadel</source>
        <translation>Maulwurf in der Zitadelle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="67"/>
        <source>Embed a Sleeper in the Undercity</source>
        <translation>Schläfer in der Unterstadt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="68"/>
        <source>Spring the Debtors&apos; Gaol</source>
        <translation>Den Schuldturm aufbrechen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="69"/>
        <source>Acquire Smuggled Silks</source>
        <translation>Schmuggelseide beschaffen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="70"/>
        <source>Raid the Endless Vaults</source>
        <translation>Die Endlosen Gewölbe leeren</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="71"/>
        <source>Steal from House Marrowby</source>
        <translation>Haus Marrowby bestehlen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="72"/>
        <source>Seize a Rival Syndicate</source>
        <translation>Ein feindliches Syndikat kapern</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="73"/>
        <source>Waylay the Bandit Lord Skarn</source>
        <translation>Räuberfürst Skarn stellen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="74"/>
        <source>Muster the City Militia</source>
        <translation>Die Stadtmiliz aufbieten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="75"/>
        <source>Train the Pegasus Lancers</source>
        <translation>Pegasusreiter ausbilden</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="76"/>
        <source>Confront the Eyeless King</source>
        <translation>Den Augenlosen König stellen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="77"/>
        <source>Crush the Rising from the Deeps</source>
        <translation>Den Aufruhr der Tiefe brechen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="78"/>
        <source>Send the Last Warning</source>
        <translation>Letzte Warnung überbringen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="79"/>
        <source>Arm the Temple of the Tides</source>
        <translation>Den Tempel der Gezeiten rüsten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="80"/>
        <source>Put Down the Sellsword Revolt</source>
        <translation>Die Söldner zur Räson bringen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="81"/>
        <source>Storm the Goblin Warren</source>
        <translation>Den Goblinbau stürmen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="82"/>
        <source>Enlist a Seasoned Captain</source>
        <translation>Einen Haudegen anheuern</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="83"/>
        <source>Repel the Sea Reavers</source>
        <translation>Die Seeräuber zurückschlagen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="84"/>
        <source>Train Spellblades</source>
        <translation>Zauberklingen ausbilden</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="86"/>
        <source>Sudden Skirmish</source>
        <translation>Jähes Scharmützel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="87"/>
        <source>Spell Backfire</source>
        <translation>Zauberrückschlag</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="88"/>
        <source>Knife in the Dark</source>
        <translation>Messer im Dunkeln</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="89"/>
        <source>Shaken Belief</source>
        <translation>Erschütterter Glaube</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="90"/>
        <source>Round on the House!</source>
        <translation>Runde aufs Haus!</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="91"/>
        <source>Grease the Palm</source>
        <translation>Die Hand schmieren</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="92"/>
        <source>Hasten the Scheme</source>
        <translation>Den Plan vorantreiben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="93"/>
        <source>Auction of Secrets</source>
        <translation>Auktion der Geheimnisse</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="94"/>
        <source>Post a Bounty Notice</source>
        <translation>Steckbrief aushängen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="95"/>
        <source>Old Debts Repaid</source>
        <translation>Alte Schulden beglichen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="96"/>
        <source>Abandon the Venture</source>
        <translation>Das Vorhaben aufgeben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="97"/>
        <source>Press Gangs</source>
        <translation>Presskommandos</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="98"/>
        <source>Night of Cutpurses</source>
        <translation>Nacht der Beutelschneider</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="99"/>
        <source>Open Sanctuary</source>
        <translation>Offene Zuflucht</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="100"/>
        <source>Apprentices&apos; Trial</source>
        <translation>Lehrlingsprobe</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="101"/>
        <source>Share the Spoils</source>
        <translation>Die Beute teilen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="102"/>
        <source>Swap of Deeds</source>
        <translation>Tausch der Urkunden</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="103"/>
        <source>Quiet Withdrawal</source>
        <translation>Stiller Rückzug</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="104"/>
        <source>Hire Informants</source>
        <translation>Spitzel anheuern</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="105"/>
        <source>Plea for Swords</source>
        <translation>Ruf nach Klingen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="106"/>
        <source>Scholars&apos; Compact</source>
        <translation>Pakt der Gelehrten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="107"/>
        <source>Ring the Temple Bells</source>
        <translation>Die Tempelglocken läuten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="108"/>
        <source>Levy the Gate Toll</source>
        <translation>Torzoll erheben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="109"/>
        <source>Tour of the Works</source>
        <translation>Besuch der Werkstätten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="110"/>
        <source>Sealed Orders</source>
        <translation>Versiegelte Befehle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="111"/>
        <source>Drive Off the Highwaymen</source>
        <translation>Die Wegelagerer vertreiben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="112"/>
        <source>Thwart the Black Caravan</source>
        <translation>Die Schwarze Karawane aufhalten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="113"/>
        <source>Soothe the Guild Masters</source>
        <translation>Die Zunftmeister beschwichtigen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="114"/>
        <source>Calm the Bread Riot</source>
        <translation>Den Brotaufstand schlichten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="115"/>
        <source>Hold Back the Tunnel Raiders</source>
        <translation>Die Tunnelräuber zurückdrängen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="116"/>
        <source>Root Out the Doomsayers</source>
        <translation>Die Unheilspropheten ausheben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="118"/>
        <source>The Drovers&apos; Yard</source>
        <translation>Der Viehtreiberhof</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="119"/>
        <source>Wyvern Tower</source>
        <translation>Lindwurmturm</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="120"/>
        <source>Saddlebow Court</source>
        <translation>Sattelbogenhof</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="121"/>
        <source>The Silver Chalice</source>
        <translation>Der Silberkelch</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="122"/>
        <source>Brackwater Storehouse</source>
        <translation>Lagerhaus Brackwasser</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="123"/>
        <source>Champions&apos; Arbor</source>
        <translation>Heldenlaube</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="124"/>
        <source>House of the Full Cask</source>
        <translation>Haus zum vollen Fass</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="125"/>
        <source>Hall of the Vigilant</source>
        <translation>Halle der Wachsamen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="126"/>
        <source>House of the Evenstar</source>
        <translation>Haus des Abendsterns</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="127"/>
        <source>House of Marvels</source>
        <translation>Haus der Mirakel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="128"/>
        <source>Mummers&apos; Row</source>
        <translation>Gauklergasse</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="129"/>
        <source>Lyrecrest College</source>
        <translation>Kolleg zur Leierkrone</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="130"/>
        <source>Wolfsgate</source>
        <translation>Wolfstor</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="131"/>
        <source>The Envoy&apos;s Palace</source>
        <translation>Der Gesandtenpalast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="132"/>
        <source>The Shadowstair</source>
        <translation>Die Schattenstiege</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="133"/>
        <source>Tidecutter Quay</source>
        <translation>Flutbrecher-Kai</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="134"/>
        <source>Towers of First Light</source>
        <translation>Türme des Ersten Lichts</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="135"/>
        <source>The Mason&apos;s Lodge</source>
        <translation>Die Bauhütte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="136"/>
        <source>The Gilded Scales</source>
        <translation>Die Goldene Waage</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="137"/>
        <source>The Gambler&apos;s Keep</source>
        <translation>Die Würfelburg</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="138"/>
        <source>Tower of the Conclave</source>
        <translation>Turm des Konklaves</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="139"/>
        <source>The Pilgrims&apos; Cross</source>
        <translation>Das Pilgerkreuz</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="140"/>
        <source>The Sunken Flagon</source>
        <translation>Der versunkene Krug</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="141"/>
        <source>The Mirrorspire</source>
        <translation>Die Spiegelspitze</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="143"/>
        <source>Ysolde Varrin</source>
        <translation>Ysolde Varrin</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="144"/>
        <source>Corwen Haskeld</source>
        <translation>Corwen Haskeld</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="145"/>
        <source>Ostrum the Far-Traveled</source>
        <translation>Ostrum der Weitgereiste</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="146"/>
        <source>Aldric Venn, the Battlemage</source>
        <translation>Aldric Venn, der Kampfmagier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="147"/>
        <source>Seraphine Aldane</source>
        <translation>Seraphine Aldane</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="148"/>
        <source>Bram the Coinwarden</source>
        <translation>Bram der Münzwart</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="149"/>
        <source>Tamsin Quillfoot</source>
        <translation>Tamsin Federfuß</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="150"/>
        <source>Nerissa Vantholt</source>
        <translation>Nerissa Vantholt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="151"/>
        <source>Roderic the Oathsworn</source>
        <translation>Roderic der Eidgebundene</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="152"/>
        <source>Zaveth Orimund</source>
        <translation>Zaveth Orimund</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="153"/>
        <source>Dame Ottilie Greaves</source>
        <translation>Dame Ottilie Greaves</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="26"/>
        <source>Smithy</source>
        <translation>Schmiede</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="27"/>
        <source>Steeple</source>
        <translation>Kirchturm</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="28"/>
        <source>Stone Market</source>
        <translation>Steinmarkt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="29"/>
        <source>Tavern</source>
        <translation>Taverne</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="30"/>
        <source>Thieves&apos; Den</source>
        <translation>Diebesnest</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="31"/>
        <source>Tiler&apos;s Hut</source>
        <translation>Dachdeckerhütte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="32"/>
        <source>Trading Post</source>
        <translation>Handelsposten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="33"/>
        <source>Treasury</source>
        <translation>Schatzkammer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="34"/>
        <source>University</source>
        <translation>Universität</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="35"/>
        <source>Watchtower</source>
        <translation>Wachturm</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="36"/>
        <source>Well</source>
        <translation>Brunnen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="37"/>
        <source>Wood Market</source>
        <translation>Holzmarkt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="38"/>
        <source>Aqueduct</source>
        <translation>Aquädukt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="39"/>
        <source>Armoury</source>
        <translation>Waffenkammer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="40"/>
        <source>Barracks</source>
        <translation>Kaserne</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="41"/>
        <source>Betting House</source>
        <translation>Wettbüro</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="42"/>
        <source>Carpenter&apos;s Hut</source>
        <translation>Zimmermannshütte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="43"/>
        <source>Castle</source>
        <translation>Burg</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="44"/>
        <source>Chapel</source>
        <translation>Kapelle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="45"/>
        <source>Church</source>
        <translation>Kirche</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="46"/>
        <source>Clay Market</source>
        <translation>Lehmmarkt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="47"/>
        <source>Clay Pit</source>
        <translation>Lehmgrube</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="48"/>
        <source>Drafting Room</source>
        <translation>Zeichenstube</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="49"/>
        <source>Dungeon</source>
        <translation>Kerker</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="50"/>
        <source>Factory</source>
        <translation>Manufaktur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="51"/>
        <source>Fortress</source>
        <translation>Festung</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="52"/>
        <source>Fountain</source>
        <translation>Springbrunnen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="53"/>
        <source>Gambler&apos;s Den</source>
        <translation>Spielhölle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="54"/>
        <source>Hideout</source>
        <translation>Unterschlupf</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="55"/>
        <source>Keep</source>
        <translation>Bergfried</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="56"/>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="57"/>
        <source>Lighthouse</source>
        <translation>Leuchtturm</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="58"/>
        <source>Lumber Camp</source>
        <translation>Holzfällerlager</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="59"/>
        <source>Mason&apos;s Hut</source>
        <translation>Maurerhütte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="60"/>
        <source>Moneylender</source>
        <translation>Geldverleih</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="61"/>
        <source>Monument</source>
        <translation>Denkmal</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="62"/>
        <source>Observatory</source>
        <translation>Sternwarte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="63"/>
        <source>Palace</source>
        <translation>Palast</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="64"/>
        <source>Reservoir</source>
        <translation>Wasserspeicher</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="65"/>
        <source>Silver Market</source>
        <translation>Silbermarkt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="66"/>
        <source>Crane</source>
        <translation>Kran</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="67"/>
        <source>Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="68"/>
        <source>Museum</source>
        <translation>Museum</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="70"/>
        <source>Acolyte</source>
        <translation>Akolyth</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="71"/>
        <source>Conspirator</source>
        <translation>Verschwörer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="72"/>
        <source>Debt Collector</source>
        <translation>Schuldeneintreiber</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="73"/>
        <source>Gatekeeper</source>
        <translation>Torwächter</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="74"/>
        <source>Illusionist</source>
        <translation>Gaukler</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="75"/>
        <source>Jeweller</source>
        <translation>Juwelier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="76"/>
        <source>Labourer</source>
        <translation>Tagelöhner</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="77"/>
        <source>Merchant</source>
        <translation>Kaufmann</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="78"/>
        <source>Miner</source>
        <translation>Bergmann</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="79"/>
        <source>Patron</source>
        <translation>Gönner</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="80"/>
        <source>Pickpocket</source>
        <translation>Taschendieb</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="81"/>
        <source>Squire</source>
        <translation>Knappe</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="82"/>
        <source>Stonecutter</source>
        <translation>Steinmetz</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="83"/>
        <source>Swindler</source>
        <translation>Schwindler</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="84"/>
        <source>Thief</source>
        <translation>Dieb</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="85"/>
        <source>Trader</source>
        <translation>Händler</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="86"/>
        <source>Trickster</source>
        <translation>Schelm</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="87"/>
        <source>Woodcutter</source>
        <translation>Holzfäller</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="88"/>
        <source>Enforcer</source>
        <translation>Vollstrecker</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="89"/>
        <source>Overseer</source>
        <translation>Aufseher</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="90"/>
        <source>Peddler</source>
        <translation>Hausierer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="92"/>
        <source>Lothaire</source>
        <translation>Lothar</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="93"/>
        <source>Therese</source>
        <translation>Theresia</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="94"/>
        <source>Hugo</source>
        <translation>Hugo</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="95"/>
        <source>Caroline</source>
        <translation>Karoline</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="96"/>
        <source>Ada</source>
        <translation>Ada</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="97"/>
        <source>Clovis</source>
        <translation>Chlodwig</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="98"/>
        <source>Frederick</source>
        <translation>Friedrich</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="99"/>
        <source>Fara</source>
        <translation>Fara</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="100"/>
        <source>Rudolf</source>
        <translation>Rudolf</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="101"/>
        <source>Bertha</source>
        <translation>Berta</translation>
    </message>
</context>
<context>
    <name>cardtext</name>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="28"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="76"/>
        <source>score all VP tokens on this tile</source>
        <translation>erhalte alle SP-Marker auf diesem Plättchen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="81"/>
        <source>take all clerics on this tile</source>
        <translation>nimm alle Kleriker auf diesem Plättchen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="82"/>
        <source>take all fighters on this tile</source>
        <translation>nimm alle Kämpfer auf diesem Plättchen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="83"/>
        <source>take all rogues on this tile</source>
        <translation>nimm alle Schurken auf diesem Plättchen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="84"/>
        <source>take all wizards on this tile</source>
        <translation>nimm alle Magier auf diesem Plättchen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="85"/>
        <source>take all gold on this tile</source>
        <translation>nimm das ganze Gold auf diesem Plättchen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="93"/>
        <source>an opponent of your choice takes {n} gold</source>
        <translation>ein Gegner deiner Wahl erhält {n} Gold</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="95"/>
        <source>take 1 face-up quest from Cliffwatch Inn; complete it at once to score {n} VP more</source>
        <translation>nimm 1 offenen Auftrag aus dem Klippenwacht-Gasthaus; erfüllst du ihn sofort, erhältst du {n} SP mehr</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="101"/>
        <source>play an intrigue card; this agent is reassigned at the end of the round</source>
        <translation>spiele eine Intrigekarte; dieser Agent wird am Rundenende neu eingesetzt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="102"/>
        <source>take the Ambassador; next round you assign it before anyone else</source>
        <translation>nimm den Botschafter; in der nächsten Runde setzt du ihn vor allen anderen ein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="103"/>
        <source>take 1 gold for each building in play</source>
        <translation>nimm 1 Gold für jedes Gebäude im Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="104"/>
        <source>take the action of a space that holds an opponent&apos;s agent</source>
        <translation>nutze die Aktion eines Feldes, auf dem ein gegnerischer Agent steht</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="105"/>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="356"/>
        <source>return one of your placed agents to your pool</source>
        <translation>hole einen deiner eingesetzten Agenten in deinen Vorrat zurück</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="106"/>
        <source>you may play an intrigue card at once</source>
        <translation>du darfst sofort eine Intrigekarte spielen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="116"/>
        <source>pay {n} gold</source>
        <translation>zahle {n} Gold</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="118"/>
        <source>return {what}</source>
        <translation>gib {what} ab</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="121"/>
        <source>replace the face-up quests at Cliffwatch Inn with {n} new ones</source>
        <translation>ersetze die offenen Aufträge im Klippenwacht-Gasthaus durch {n} neue</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="132"/>
        <source>draw {what}</source>
        <translation>ziehe {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="137"/>
        <source>{first}, then {rest}</source>
        <translation>{first}, dann {rest}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="159"/>
        <source>Owner gets: {what}</source>
        <translation>Besitzer erhält: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="168"/>
        <source>{n} VP tokens</source>
        <translation>{n} SP-Marker</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="173"/>
        <source>When bought and at each round start, this tile gets {what}</source>
        <translation>Beim Kauf und zu jedem Rundenbeginn erhält dieses Plättchen {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="179"/>
        <source>{name} (costs {cost} gold)</source>
        <translation>{name} (kostet {cost} Gold)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="180"/>
        <source>Action: {action}</source>
        <translation>Aktion: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="195"/>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="383"/>
        <source>{n} VP for each building you control</source>
        <translation>{n} SP für jedes Gebäude, das du besitzt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="196"/>
        <source>1 quest from the quest deck</source>
        <translation>1 Auftrag vom Auftragsstapel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="197"/>
        <source>a free building of your choice from Builder&apos;s Hall</source>
        <translation>ein kostenloses Gebäude deiner Wahl aus der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="198"/>
        <source>a free building from the top of the stack</source>
        <translation>ein kostenloses Gebäude oben vom Stapel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="214"/>
        <source>{reward}; {extra}</source>
        <translation>{reward}; {extra}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="228"/>
        <source>Needs: {cost}</source>
        <translation>Braucht: {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="232"/>
        <source>Reward: {reward}</source>
        <translation>Belohnung: {reward}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="238"/>
        <source>+{n} VP for each {type} quest you complete later</source>
        <translation>+{n} SP für jeden Auftrag der Art {type}, den du später erfüllst</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="242"/>
        <source>+{n} VP whenever you buy a building in Builder&apos;s Hall</source>
        <translation>+{n} SP bei jedem Gebäudekauf in der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="244"/>
        <source>whenever an action gives you a wizard, also draw 1 intrigue card</source>
        <translation>wann immer eine Aktion dir einen Magier gibt, ziehe zusätzlich 1 Intrigekarte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="245"/>
        <source>whenever an action gives you gold, also take 1 rogue</source>
        <translation>wann immer eine Aktion dir Gold gibt, nimm zusätzlich 1 Schurken</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="246"/>
        <source>whenever an action gives you a rogue, also take 2 gold</source>
        <translation>wann immer eine Aktion dir einen Schurken gibt, nimm zusätzlich 2 Gold</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="247"/>
        <source>whenever an action gives you a fighter, also take 1 fighter</source>
        <translation>wann immer eine Aktion dir einen Kämpfer gibt, nimm zusätzlich 1 Kämpfer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="248"/>
        <source>once per round, you may assign an agent to a space an opponent&apos;s agent holds</source>
        <translation>einmal pro Runde darfst du einen Agenten auf ein Feld setzen, auf dem ein gegnerischer Agent steht</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="249"/>
        <source>once per round, when an action gives you a cleric, you may swap 1 other adventurer for 1 cleric</source>
        <translation>einmal pro Runde, wenn eine Aktion dir einen Kleriker gibt, darfst du 1 anderen Abenteurer gegen 1 Kleriker tauschen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="254"/>
        <source>at the start of each round, take 1 adventurer of your choice</source>
        <translation>nimm zu jedem Rundenbeginn 1 Abenteurer deiner Wahl</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="255"/>
        <source>the Lieutenant joins your agents for the rest of the game</source>
        <translation>der Leutnant verstärkt für den Rest des Spiels deine Agenten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="262"/>
        <source>From now on: {effect}</source>
        <translation>Ab jetzt: {effect}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="277"/>
        <source>Must be completed before any other quest.</source>
        <translation>Muss vor allen anderen Aufträgen erfüllt werden.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="282"/>
        <source>{name} ({type})</source>
        <translation>{name} ({type})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="288"/>
        <source>needs {cost}; reward {reward}</source>
        <translation>braucht {cost}; Belohnung: {reward}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="299"/>
        <source>still need {what}</source>
        <translation>du brauchst noch {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="301"/>
        <source>ready to complete once your mandatory quest is done</source>
        <translation>bereit zum Erfüllen, sobald dein Pflichtauftrag erfüllt ist</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="302"/>
        <source>ready to complete</source>
        <translation>bereit zum Erfüllen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="311"/>
        <source>each opponent returns {one} to the supply; for each opponent who cannot: {fallback}</source>
        <translation>jeder Gegner gibt {one} in den Vorrat ab; für jeden Gegner, der das nicht kann: {fallback}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="315"/>
        <source>pay {n} gold and take the action of a space that holds an opponent&apos;s agent</source>
        <translation>zahle {n} Gold und nutze die Aktion eines Feldes, auf dem ein gegnerischer Agent steht</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="325"/>
        <source>discard one of your quests and score {n} VP; then each opponent may discard one of theirs to score {m} VP</source>
        <translation>wirf einen deiner Aufträge ab und erhalte {n} SP; dann darf jeder Gegner einen seiner Aufträge für {m} SP abwerfen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="330"/>
        <source>take {what}; then an opponent of your choice takes {theirs}</source>
        <translation>nimm {what}; dann nimmt ein Gegner deiner Wahl {theirs}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="334"/>
        <source>take {what}; then each opponent may give you {give} to score {n} VP</source>
        <translation>nimm {what}; dann darf dir jeder Gegner {give} geben und dafür {n} SP erhalten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="338"/>
        <source>an opponent of your choice must complete this quest before any other: needs {cost}, reward {n} VP</source>
        <translation>ein Gegner deiner Wahl muss diesen Auftrag vor allen anderen erfüllen: braucht {cost}, Belohnung {n} SP</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="343"/>
        <source>take 1 adventurer of your choice from an opponent of your choice</source>
        <translation>nimm einem Gegner deiner Wahl 1 Abenteurer deiner Wahl</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="344"/>
        <source>return one of your agents from Waterdeep Harbor to your pool, then assign two agents in a row</source>
        <translation>hole einen deiner Agenten aus dem Hafen von Tiefwasser in deinen Vorrat zurück und setze dann zwei Agenten nacheinander ein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="347"/>
        <source>reveal 1 quest per player from the quest deck; starting with you, each player keeps one in turn</source>
        <translation>decke je Spieler 1 Auftrag vom Auftragsstapel auf; reihum, bei dir beginnend, behält jeder Spieler einen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="351"/>
        <source>discard one of your buildings that holds no agent; then put a Builder&apos;s Hall building of your choice into play for free</source>
        <translation>wirf eines deiner Gebäude ab, auf dem kein Agent steht; dann bringe ein Gebäude deiner Wahl aus der Bauherrenhalle kostenlos ins Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="357"/>
        <source>assign an agent from your pool to a building in Builder&apos;s Hall and take its action</source>
        <translation>setze einen Agenten aus deinem Vorrat auf ein Gebäude in der Bauherrenhalle und nutze seine Aktion</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="360"/>
        <source>name a quest type; reveal quests from the deck until one of that type turns up, take it and discard the others</source>
        <translation>nenne eine Auftragsart; decke Aufträge vom Stapel auf, bis einer dieser Art erscheint, nimm ihn und wirf die anderen ab</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="385"/>
        <source>{n} VP for each {types} quest you complete</source>
        <translation>{n} SP für jeden Auftrag der Art {types}, den du erfüllst</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="128"/>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="323"/>
        <source>take {what}</source>
        <translation>nimm {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="130"/>
        <source>score {n} VP</source>
        <translation>erhalte {n} SP</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="99"/>
        <source>take the first-player marker</source>
        <translation>nimm den Startspielermarker</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="100"/>
        <source>buy a building from Builder&apos;s Hall</source>
        <translation>kaufe ein Gebäude in der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="79"/>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="91"/>
        <source>take everything on this tile</source>
        <translation>nimm alles auf diesem Plättchen</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="36"/>
        <source>%n intrigue card(s)</source>
        <translation>
            <numerusform>%n Intrigekarte</numerusform>
            <numerusform>%n Intrigekarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="40"/>
        <source>%n face-up quest(s) from Cliffwatch Inn</source>
        <translation>
            <numerusform>%n offenen Auftrag aus dem Klippenwacht-Gasthaus</numerusform>
            <numerusform>%n offene Aufträge aus dem Klippenwacht-Gasthaus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="44"/>
        <source>%n adventurer(s) of your choice</source>
        <translation>
            <numerusform>%n Abenteurer deiner Wahl</numerusform>
            <numerusform>%n Abenteurer deiner Wahl</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="55"/>
        <source>%n adventurer(s), each {choice}</source>
        <translation>
            <numerusform>%n Abenteurer: {choice}</numerusform>
            <numerusform>%n Abenteurer, jeweils {choice}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="138"/>
        <source>no effect</source>
        <translation>keine Wirkung</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="148"/>
        <source>{name}
Action: {action}</source>
        <translation>{name}
Aktion: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="253"/>
        <source>+2 VP whenever you play an intrigue card</source>
        <translation>+2 SP für jede gespielte Intrigekarte</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="320"/>
        <source>take {what}; then each opponent takes %n adventurer(s) of their choice</source>
        <translation>
            <numerusform>nimm {what}; dann nimmt jeder Gegner %n Abenteurer seiner Wahl</numerusform>
            <numerusform>nimm {what}; dann nimmt jeder Gegner %n Abenteurer seiner Wahl</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="371"/>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="372"/>
        <source>utility</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="267"/>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="373"/>
        <source>mandatory quest</source>
        <translation>Pflichtauftrag</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="375"/>
        <source>{name} ({kind})
{effect}</source>
        <translation>{name} ({kind})
{effect}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="389"/>
        <source>{name}
End of game: {bonus}</source>
        <translation>{name}
Spielende: {bonus}</translation>
    </message>
</context>
<context>
    <name>controller</name>
    <message>
        <location filename="../desktop/controller.py" line="109"/>
        <source>Play on from here needs the casual undo policy.</source>
        <translation>„Von hier weiterspielen“ braucht die lockere Rückgängig-Regel.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="156"/>
        <source>That is not a legal choice now.</source>
        <translation>Das ist jetzt keine erlaubte Wahl.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="200"/>
        <location filename="../desktop/controller.py" line="215"/>
        <source>Pass the laptop first.</source>
        <translation>Gib zuerst den Laptop weiter.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="202"/>
        <location filename="../desktop/gestures.py" line="71"/>
        <source>Your turn is over: press Done to pass the laptop.</source>
        <translation>Dein Zug ist vorbei: drücke Fertig, um den Laptop weiterzugeben.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="175"/>
        <source>This is not the time to assign an agent.</source>
        <translation>Jetzt wird kein Agent eingesetzt.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="176"/>
        <source>Place this agent on a building tile in Builder&apos;s Hall.</source>
        <translation>Setze diesen Agenten auf ein Gebäude in der Bauherrenhalle.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="177"/>
        <source>That is not an action space.</source>
        <translation>Das ist kein Aktionsfeld.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="178"/>
        <source>{space} is already occupied.</source>
        <translation>{space} ist schon besetzt.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="179"/>
        <source>Agents cannot be reassigned to Waterdeep Harbor.</source>
        <translation>Agenten können nicht in den Hafen von Tiefwasser versetzt werden.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="180"/>
        <source>Waterdeep Harbor needs an intrigue card you can play.</source>
        <translation>Der Hafen von Tiefwasser braucht eine spielbare Intrigekarte.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="181"/>
        <source>You cannot afford a building in Builder&apos;s Hall.</source>
        <translation>Du kannst dir kein Gebäude in der Bauherrenhalle leisten.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="182"/>
        <source>There is no free lot for another building.</source>
        <translation>Es gibt keinen freien Bauplatz für ein weiteres Gebäude.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="183"/>
        <source>{space} needs {n} gold.</source>
        <translation>{space} braucht {n} Gold.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/gestures.py" line="184"/>
        <source>{space} needs %n adventurer(s) to return.</source>
        <translation>
            <numerusform>{space} verlangt %n Abenteurer zur Abgabe.</numerusform>
            <numerusform>{space} verlangt %n Abenteurer zur Abgabe.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="185"/>
        <source>No opponent&apos;s space has an action you could take.</source>
        <translation>Auf keinem Feld eines Gegners gibt es eine Aktion, die du nutzen könntest.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="186"/>
        <source>That meeple cannot be placed now.</source>
        <translation>Diese Figur kann jetzt nicht eingesetzt werden.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="188"/>
        <source>You cannot use {space} now.</source>
        <translation>Du kannst {space} jetzt nicht nutzen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="147"/>
        <source>Intrigue cards are played at Waterdeep Harbor: assign an agent there.</source>
        <translation>Intrigekarten spielt man im Hafen von Tiefwasser: Setze dort einen Agenten ein.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="149"/>
        <source>Intrigue cards are played at Waterdeep Harbor, and it has no space for your agent now.</source>
        <translation>Intrigekarten spielt man im Hafen von Tiefwasser, und dort ist jetzt kein Platz für deinen Agenten.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="152"/>
        <source>Intrigue cards are played when you assign an agent to Waterdeep Harbor.</source>
        <translation>Intrigekarten spielt man, wenn man einen Agenten im Hafen von Tiefwasser einsetzt.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="158"/>
        <source>You cannot complete {quest} now: {needs}.</source>
        <translation>Du kannst {quest} jetzt nicht erfüllen: {needs}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="161"/>
        <source>A quest is completed right after the action of one of your agents.</source>
        <translation>Einen Auftrag erfüllt man direkt nach der Aktion eines deiner Agenten.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="163"/>
        <source>Your lord is not played: it scores at the end of the game.</source>
        <translation>Dein Lord wird nicht gespielt: Er bringt bei Spielende Punkte.</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <location filename="../desktop/crash.py" line="51"/>
        <source>Something went wrong inside Meeple Table: {error}

The game is saved after every move; nothing was half-applied. Details are in {path}.</source>
        <translation>In Meeple Table ist etwas schiefgegangen: {error}

Die Partie wird nach jedem Zug gespeichert; nichts wurde halb ausgeführt. Einzelheiten stehen in {path}.</translation>
    </message>
    <message>
        <location filename="../desktop/crash.py" line="56"/>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../desktop/errortext.py" line="25"/>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="26"/>
        <source>that move is not allowed now</source>
        <translation>dieser Zug ist jetzt nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="27"/>
        <source>that is not a move</source>
        <translation>das ist kein Zug</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="28"/>
        <source>that is not a move of this game</source>
        <translation>das ist kein Zug dieses Spiels</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="34"/>
        <source>the rules do not allow it</source>
        <translation>die Regeln erlauben es nicht</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="41"/>
        <source>no such file</source>
        <translation>die Datei gibt es nicht</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="42"/>
        <source>cannot read it ({detail})</source>
        <translation>kann nicht gelesen werden ({detail})</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="43"/>
        <source>is a folder, not a record</source>
        <translation>ist ein Ordner, keine Spielaufzeichnung</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="44"/>
        <source>not a regular file</source>
        <translation>keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="45"/>
        <source>too large for a record ({size} MB; at most {limit} MB)</source>
        <translation>zu groß für eine Spielaufzeichnung ({size} MB; höchstens {limit} MB)</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="46"/>
        <source>too large for a record (more than {limit} MB)</source>
        <translation>zu groß für eine Spielaufzeichnung (mehr als {limit} MB)</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="47"/>
        <source>not UTF-8 text (byte 0x{byte:02x} at offset {offset})</source>
        <translation>kein UTF-8-Text (Byte 0x{byte:02x} an Position {offset})</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="48"/>
        <source>lists or objects nested too deeply (more than {limit} levels)</source>
        <translation>Listen oder Objekte zu tief verschachtelt (mehr als {limit} Ebenen)</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="49"/>
        <source>lists or objects nested too deeply</source>
        <translation>Listen oder Objekte zu tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="50"/>
        <source>not a valid JSON file</source>
        <translation>keine gültige JSON-Datei</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="51"/>
        <source>{name} is not allowed in a record</source>
        <translation>{name} ist in einer Spielaufzeichnung nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="52"/>
        <source>a number too long to read</source>
        <translation>eine Zahl, zu lang zum Lesen</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="53"/>
        <source>made by a newer version of Meeple Table (format {value}); update to open it</source>
        <translation>von einer neueren Version von Meeple Table erstellt (Format {value}); aktualisiere, um sie zu öffnen</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="56"/>
        <source>not a Meeple Table record (no &quot;format&quot; field)</source>
        <translation>keine Spielaufzeichnung von Meeple Table (kein Feld „format“)</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="57"/>
        <source>not a Meeple Table record (unknown format {value}, expected {expected})</source>
        <translation>keine Spielaufzeichnung von Meeple Table (unbekanntes Format {value}, erwartet {expected})</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="60"/>
        <source>not a Meeple Table record (a record is a JSON object, not {value})</source>
        <translation>keine Spielaufzeichnung von Meeple Table (eine Aufzeichnung ist ein JSON-Objekt, nicht {value})</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="61"/>
        <source>{key} must be a string, not {value}</source>
        <translation>{key} muss eine Zeichenkette sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="66"/>
        <source>&apos;game&apos; must name a game, not {value}</source>
        <translation>„game“ muss ein Spiel nennen, nicht {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="67"/>
        <source>unknown game {value}; choose one of {games}</source>
        <translation>unbekanntes Spiel {value}; möglich sind {games}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="68"/>
        <source>missing &apos;setup&apos; object</source>
        <translation>das Objekt „setup“ fehlt</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="69"/>
        <source>setup.players must be a list of names, not {value}</source>
        <translation>setup.players muss eine Liste von Namen sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="70"/>
        <source>setup.seed must be an integer, not {value}</source>
        <translation>setup.seed muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="71"/>
        <source>setup.options must be an object, not {value}</source>
        <translation>setup.options muss ein Objekt sein, nicht {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="72"/>
        <source>setup.computers must list one entry per player, not {value}</source>
        <translation>setup.computers muss einen Eintrag je Spieler enthalten, nicht {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="73"/>
        <source>setup.computers: {value} is not a computer player; choose one of {bots}</source>
        <translation>setup.computers: {value} ist kein Computerspieler; möglich sind {bots}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="76"/>
        <source>missing &apos;moves&apos; list</source>
        <translation>die Liste „moves“ fehlt</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="77"/>
        <source>the players, seed or options of the game are not valid</source>
        <translation>die Spieler, der Startwert oder die Optionen der Partie sind ungültig</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="78"/>
        <source>a move that cannot be read: {move}</source>
        <translation>ein Zug, der nicht lesbar ist: {move}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="79"/>
        <source>illegal move {move}: {reason}</source>
        <translation>unerlaubter Zug {move}: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="80"/>
        <source>the file breaks off at line {at_line}</source>
        <translation>die Datei bricht in Zeile {at_line} ab</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="81"/>
        <source>{game} records cannot be opened on the desktop table yet (it plays {playable}); check the file with: python -m engine replay FILE</source>
        <translation>Aufzeichnungen von {game} lassen sich am Spieltisch noch nicht öffnen (er spielt {playable}); prüfe die Datei mit: python -m engine replay DATEI</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/errortext.py" line="87"/>
        <source>--at {at} is out of range (the record has %n valid move(s))</source>
        <translation>
            <numerusform>--at {at} liegt außerhalb (die Aufzeichnung hat %n gültigen Zug)</numerusform>
            <numerusform>--at {at} liegt außerhalb (die Aufzeichnung hat %n gültige Züge)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="95"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="96"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="97"/>
        <source>a huge number</source>
        <translation>eine riesige Zahl</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="119"/>
        <source>move {index}: {text}</source>
        <translation>Zug {index}: {text}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="121"/>
        <source>line {line}: {text}</source>
        <translation>Zeile {line}: {text}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="123"/>
        <source>{file}: {text}</source>
        <translation>{file}: {text}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="129"/>
        <source>Not played: {reason}.</source>
        <translation>Nicht gespielt: {reason}.</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="62"/>
        <source>unknown {key} version {value} of {game} (this app knows 1 to {known}); update Meeple Table to open it</source>
        <translation>unbekannte {key}-Version {value} von {game} (diese App kennt 1 bis {known}); aktualisiere Meeple Table, um sie zu öffnen</translation>
    </message>
</context>
<context>
    <name>hand</name>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="113"/>
        <source>Lord: {name}</source>
        <translation>Lord: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="114"/>
        <source>End of game: {bonus}</source>
        <translation>Spielende: {bonus}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="117"/>
        <source>Intrigue: {name}</source>
        <translation>Intrige: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="122"/>
        <source>Mandatory quest: {name}</source>
        <translation>Pflichtauftrag: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="124"/>
        <source>Quest: {name} ({type})</source>
        <translation>Auftrag: {name} ({type})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="128"/>
        <source>[play]</source>
        <translation>[spielen]</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="128"/>
        <source>[complete]</source>
        <translation>[erfüllen]</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../desktop/widgets/help.py" line="19"/>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="21"/>
        <source>Drag a meeple from your pool onto a highlighted space, or click it and then a space, or pick an action from the Actions list (F6) and press Enter.</source>
        <translation>Ziehe eine Figur aus deinem Vorrat auf ein hervorgehobenes Feld, oder klicke sie und dann ein Feld an, oder wähle eine Aktion in der Aktionsliste (F6) und drücke Enter.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="26"/>
        <source>Choices that follow are made where they happen: on the chips beside a space, on a card, in your cards. Every choice is also in the Actions list.</source>
        <translation>Folgeentscheidungen triffst du dort, wo sie geschehen: auf den Chips neben einem Feld, auf einer Karte, in deinen Karten. Jede Wahl steht auch in der Aktionsliste.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="34"/>
        <source>Passing the laptop</source>
        <translation>Den Laptop weitergeben</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="36"/>
        <source>Pass the laptop when the curtain asks; never look at another player&apos;s cards.</source>
        <translation>Gib den Laptop weiter, wenn der Vorhang es verlangt; schau nie in die Karten anderer.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="37"/>
        <source>Computer players need no curtain: one person among computers never sees it. Game → Hint (H) lets the strongest computer suggest a move; P pauses the computers.</source>
        <translation>Computerspieler brauchen keinen Vorhang: Ein einzelner Mensch unter Computern sieht ihn nie. Spiel → Tipp (H) lässt den stärksten Computer einen Zug vorschlagen; P hält die Computer an.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="45"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="47"/>
        <source>Ctrl+Z undoes, Ctrl+Shift+Z redoes; Ctrl+wheel or +/- zooms, Ctrl+0 fits the board.</source>
        <translation>Strg+Z nimmt zurück, Strg+Umschalt+Z wiederholt; Strg+Mausrad oder +/- zoomt, Strg+0 passt das Brett ein.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="50"/>
        <source>Ctrl+T shows the timeline: step back through the game, read-only.</source>
        <translation>Strg+T zeigt die Zeitleiste: Blättere im Spiel zurück, nur zum Ansehen.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="51"/>
        <source>On the board, Tab and Shift+Tab go through what you can choose now and the arrow keys through every space; Enter or Space chooses, Escape leaves the board. Settings → Theme → High contrast draws black on white with thick outlines.</source>
        <translation>Auf dem Brett gehen Tab und Umschalt+Tab durch alles, was du jetzt wählen kannst, und die Pfeiltasten durch jedes Feld; Enter oder Leertaste wählt, Escape verlässt das Brett. Einstellungen → Darstellung → Hoher Kontrast zeichnet schwarz auf weiß mit dicken Umrissen.</translation>
    </message>
</context>
<context>
    <name>icons</name>
    <message>
        <location filename="../desktop/tables/architects/boardrows.py" line="49"/>
        <location filename="../desktop/tables/architects/boardrows.py" line="72"/>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="89"/>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="128"/>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="143"/>
        <source>per</source>
        <translation>je</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="67"/>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="95"/>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="136"/>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="149"/>
        <source>play</source>
        <translation>spiele</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="150"/>
        <source>each round</source>
        <translation>jede Runde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="163"/>
        <source>opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="180"/>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="184"/>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="21"/>
        <source>{who} takes {what}</source>
        <translation>{who} nimmt {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="23"/>
        <source>{who} returns {what}</source>
        <translation>{who} gibt {what} ab</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="25"/>
        <source>{who} scores {n} VP</source>
        <translation>{who} erhält {n} SP</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="31"/>
        <source>{who} assigns an agent to {space}</source>
        <translation>{who} setzt einen Agenten auf {space}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="28"/>
        <source>{who} assigns the Lieutenant to {space}</source>
        <translation>{who} setzt den Leutnant auf {space}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="29"/>
        <source>{who} assigns the Ambassador to {space}</source>
        <translation>{who} setzt den Botschafter auf {space}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="34"/>
        <source>{who} takes the quest {name}</source>
        <translation>{who} nimmt den Auftrag „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="36"/>
        <source>{who} completes {name}</source>
        <translation>{who} erfüllt „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="38"/>
        <source>{who} plays {name}</source>
        <translation>{who} spielt „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="40"/>
        <source>{who} draws an intrigue card</source>
        <translation>{who} zieht eine Intrigekarte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="42"/>
        <source>{who} puts {name} into play</source>
        <translation>{who} bringt „{name}“ ins Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="44"/>
        <source>{who} gets the owner benefit of {name}</source>
        <translation>{who} erhält den Besitzerbonus von „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="46"/>
        <source>— Round {n} begins —</source>
        <translation>— Runde {n} beginnt —</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="48"/>
        <source>— Round {n} ends —</source>
        <translation>— Runde {n} endet —</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="50"/>
        <source>Agents at Waterdeep Harbor are reassigned</source>
        <translation>Die Agenten im Hafen von Tiefwasser werden neu eingesetzt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="52"/>
        <source>{who} takes the first-player marker</source>
        <translation>{who} nimmt den Startspielermarker</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="53"/>
        <source>{who} replaces the quests at Cliffwatch Inn</source>
        <translation>{who} ersetzt die Aufträge im Klippenwacht-Gasthaus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="54"/>
        <source>{who} uses the action of {name}</source>
        <translation>{who} nutzt die Aktion von „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="55"/>
        <source>{who} joins an opponent on {name}</source>
        <translation>{who} gesellt sich auf „{name}“ zu einem Gegner</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="56"/>
        <source>{who} takes the Ambassador</source>
        <translation>{who} nimmt den Botschafter</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="57"/>
        <source>{who} finds the Ambassador already taken</source>
        <translation>{who} findet den Botschafter schon vergeben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="58"/>
        <source>{who} gains the Lieutenant</source>
        <translation>{who} erhält den Leutnant</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="59"/>
        <source>{who}&apos;s agent finds no free space and goes home</source>
        <translation>Der Agent von {who} findet kein freies Feld und geht heim</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="60"/>
        <source>{who} must complete the mandatory quest {name}</source>
        <translation>{who} muss den Pflichtauftrag „{name}“ erfüllen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="61"/>
        <source>{who} discards the quest {name}</source>
        <translation>{who} wirft den Auftrag „{name}“ ab</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="62"/>
        <source>{who} discards the building {name}</source>
        <translation>{who} wirft das Gebäude „{name}“ ab</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="63"/>
        <source>{who}&apos;s agent returns from {name}</source>
        <translation>Der Agent von {who} kehrt von „{name}“ zurück</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="64"/>
        <source>A deck is reshuffled</source>
        <translation>Ein Stapel wird neu gemischt</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <location filename="../desktop/menus.py" line="107"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="108"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="109"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="110"/>
        <source>Sa&amp;ved Games…</source>
        <translation>&amp;Gespeicherte Partien…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="111"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="112"/>
        <source>Final &amp;Scores…</source>
        <translation>&amp;Endwertung…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="113"/>
        <source>Analyse &amp;Win Chances</source>
        <translation>Siegchancen &amp;analysieren</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="114"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="115"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="116"/>
        <source>&amp;Pause Computer Players</source>
        <translation>Computerspieler an&amp;halten</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="117"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="118"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="119"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="120"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="121"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="122"/>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="123"/>
        <source>Go to the &amp;Actions List</source>
        <translation>Zur &amp;Aktionsliste</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="124"/>
        <source>Game &amp;Log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="125"/>
        <source>Player &amp;Boards</source>
        <translation>Spieler&amp;tableaus</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="126"/>
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitleiste</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="129"/>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="129"/>
        <source>Actio&amp;ns</source>
        <translation>Aktio&amp;nen</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="129"/>
        <source>Your &amp;Cards</source>
        <translation>&amp;Deine Karten</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="133"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="134"/>
        <source>Undo &amp;Policy</source>
        <translation>Rückgängig-&amp;Regel</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="135"/>
        <source>&amp;Casual (undo anything)</source>
        <translation>&amp;Locker (alles zurücknehmen)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="136"/>
        <source>&amp;Table rules (only your own moves, nothing revealed)</source>
        <translation>&amp;Tischregeln (nur eigene Züge, nichts Aufgedecktes)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="137"/>
        <source>&amp;Animate Meeples</source>
        <translation>Figuren &amp;animieren</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="138"/>
        <source>Show &amp;What Happened Since Your Turn</source>
        <translation>&amp;Zeigen, was seit deinem Zug geschah</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="139"/>
        <source>Board &amp;Text Size</source>
        <translation>&amp;Textgröße auf dem Brett</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="140"/>
        <source>&amp;Normal (the menu font)</source>
        <translation>&amp;Normal (wie die Menüschrift)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="141"/>
        <source>&amp;Large (a quarter larger)</source>
        <translation>&amp;Groß (ein Viertel größer)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="142"/>
        <source>La&amp;rger (half as large again)</source>
        <translation>G&amp;rößer (anderthalbfach)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="143"/>
        <source>T&amp;heme</source>
        <translation>&amp;Darstellung</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="144"/>
        <source>&amp;Standard</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="145"/>
        <source>&amp;High contrast (black on white, thick outlines)</source>
        <translation>&amp;Hoher Kontrast (schwarz auf weiß, dicke Umrisse)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="146"/>
        <source>&amp;Speed of Play (computers, meeples)</source>
        <translation>Spieltem&amp;po (Computer, Figuren)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="147"/>
        <source>&amp;Slow (a pause to follow each move)</source>
        <translation>&amp;Langsam (eine Pause nach jedem Zug)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="148"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="149"/>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="150"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="152"/>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="153"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="154"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="155"/>
        <source>&amp;About Meeple Table</source>
        <translation>Ü&amp;ber Meeple Table</translation>
    </message>
</context>
<context>
    <name>players</name>
    <message>
        <location filename="../desktop/models/players.py" line="102"/>
        <location filename="../desktop/tables/waterdeep/panels.py" line="46"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="47"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="48"/>
        <source>Cleric</source>
        <translation>Kleriker</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="49"/>
        <source>Fighter</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="50"/>
        <source>Rogue</source>
        <translation>Schurke</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="51"/>
        <source>Wizard</source>
        <translation>Magier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="52"/>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="53"/>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="54"/>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="55"/>
        <source>Quests</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="56"/>
        <source>Done</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="57"/>
        <source>Intrigue</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="92"/>
        <source>Holds the first-player marker</source>
        <translation>Hat den Startspielermarker</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="127"/>
        <source>Deciding now</source>
        <translation>Entscheidet gerade</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="68"/>
        <source> +L</source>
        <translation> +L</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="69"/>
        <source>{n} of {total}</source>
        <translation>{n} von {total}</translation>
    </message>
</context>
<context>
    <name>recent</name>
    <message>
        <location filename="../desktop/widgets/recent.py" line="73"/>
        <source>Since your last turn</source>
        <extracomment>how long the list and the marks stay when nobody acts (milliseconds)</extracomment>
        <translation>Seit deinem letzten Zug</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/recent.py" line="74"/>
        <source>Hide this list and the marks on the board</source>
        <translation>Diese Liste und die Markierungen auf dem Brett ausblenden</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/recent.py" line="75"/>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/widgets/recent.py" line="119"/>
        <source>(%n earlier move(s) in the Game log)</source>
        <translation>
            <numerusform>(%n früherer Zug im Spielprotokoll)</numerusform>
            <numerusform>(%n frühere Züge im Spielprotokoll)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../desktop/tables/rulestext.py" line="12"/>
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/rulestext.py" line="16"/>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <location filename="../desktop/tables/rulestext.py" line="20"/>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="16"/>
        <source>You are one of the secret lords who rule the city. Over eight rounds you send your agents out to recruit adventurers (clerics, fighters, rogues and wizards), to collect gold and to complete quests. The player with the most victory points (VP) after round 8 wins.</source>
        <translation>Du bist einer der geheimen Fürsten, die die Stadt regieren. In acht Runden schickst du deine Agenten aus, um Abenteurer (Kleriker, Kämpfer, Schurken und Magier) anzuwerben, Gold zu sammeln und Aufträge zu erfüllen. Wer nach Runde 8 die meisten Siegpunkte (SP) hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="24"/>
        <source>Place one agent on a free action space and take its action at once. A space holds one agent; if the building belongs to another player, they get its owner benefit. If you have no agent left, your turn is skipped.</source>
        <translation>Setze einen Agenten auf ein freies Aktionsfeld und führe dessen Aktion sofort aus. Auf jedem Feld hat nur ein Agent Platz; gehört das Gebäude einem anderen Spieler, erhält er dessen Besitzervorteil. Hast du keinen Agenten mehr, wird dein Zug übersprungen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="30"/>
        <source>Then you may complete one quest whose adventurers and gold you have: they go back to the supply and you take the quest&apos;s reward. Plot quests also give a lasting bonus; a mandatory quest played on you must be completed before any other.</source>
        <translation>Danach darfst du einen Auftrag erfüllen, für den du die Abenteurer und das Gold hast: Sie gehen in den Vorrat zurück und du erhältst die Belohnung. Intrigenaufträge geben zusätzlich einen dauerhaften Vorteil; ein Pflichtauftrag, den man dir zuspielt, muss vor allen anderen erfüllt werden.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="38"/>
        <source>The city</source>
        <translation>Die Stadt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="40"/>
        <source>Cliffwatch Inn: take a face-up quest and 2 gold or an intrigue card, or renew the quests and take one of the new ones. Builder&apos;s Hall: buy a building; it becomes a new action space that pays you whenever others use it, and it comes with the VP gathered on it.</source>
        <translation>Klippenwacht-Gasthaus: Nimm einen offenen Auftrag und 2 Gold oder eine Intrigenkarte, oder lege neue Aufträge aus und nimm einen davon. Bauherrenhalle: Kaufe ein Gebäude; es wird ein neues Aktionsfeld, das dir etwas bringt, wenn andere es nutzen, und du erhältst die darauf gesammelten SP.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="46"/>
        <source>Waterdeep Harbor: play an intrigue card; at the end of the round agents there are reassigned to free spaces. Castle Waterdeep: take the first-player marker and an intrigue card.</source>
        <translation>Hafen von Tiefwasser: Spiele eine Intrigenkarte; am Ende der Runde werden die Agenten dort auf freie Felder umgesetzt. Burg Tiefwasser: Nimm den Startspielermarker und eine Intrigenkarte.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="55"/>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="57"/>
        <source>With 2 players each has 4 agents, with 3 players 3, with 4 or 5 players 2; everyone gets one more at the start of round 5. At the start of every round, round 1 too, each building for sale in Builder&apos;s Hall gains 1 VP. A round ends when nobody can place an agent and the agents in the Harbor have been reassigned; the agents come home and the holder of the first-player marker begins the next round.</source>
        <translation>Bei 2 Spielern hat jeder 4 Agenten, bei 3 Spielern 3, bei 4 oder 5 Spielern 2; zu Beginn von Runde 5 bekommt jeder einen weiteren. Zu Beginn jeder Runde, auch der ersten, erhält jedes Gebäude im Angebot der Bauherrenhalle 1 SP. Eine Runde endet, wenn niemand mehr einen Agenten setzen kann und die Agenten im Hafen erneut eingesetzt sind; die Agenten kehren heim, und wer den Startspielermarker hat, beginnt die nächste Runde.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="68"/>
        <source>After round 8 every adventurer left scores 1 VP and every 2 gold 1 VP; then the lords are revealed and score their bonus. Most VP wins; a tie goes to the most gold.</source>
        <translation>Nach Runde 8 bringt jeder übrige Abenteurer 1 SP und je 2 Gold 1 SP; dann werden die Fürsten aufgedeckt und werten ihren Bonus. Die meisten SP gewinnen; bei Gleichstand entscheidet das meiste Gold.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="16"/>
        <source>Construct buildings and work on the Cathedral to earn victory points (VP), and mind your virtue. The game ends when the last Guildhall space is filled: that turn is finished and everyone takes one final turn.</source>
        <translation>Errichte Gebäude und baue an der Kathedrale, um Siegpunkte (SP) zu verdienen, und achte auf deine Tugend. Das Spiel endet, wenn das letzte Feld der Gildenhalle besetzt ist: Dieser Zug wird beendet, dann hat jeder noch einen letzten Zug.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="24"/>
        <source>Place one worker from your board on a location and take its action. Most locations reward you for all your workers there, so the more you send to one place, the more it gives. With no worker left on your board, your turn brings one back from a location; with none on a location, from the Prison or another player&apos;s board (never from the Black Market or the Guildhall).</source>
        <translation>Setze einen Arbeiter von deinem Tableau an einen Ort und führe dessen Aktion aus. Die meisten Orte belohnen dich für alle deine Arbeiter dort: Je mehr du an einen Ort schickst, desto mehr bringt er. Hast du keinen Arbeiter mehr auf deinem Tableau, holst du in deinem Zug einen von einem Ort zurück; steht an keinem Ort einer, aus dem Gefängnis oder vom Tableau eines anderen Spielers (nie vom Schwarzmarkt oder aus der Gildenhalle).</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="34"/>
        <source>Gathering</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="36"/>
        <source>Quarry: stone. Forest: wood. Mines: clay, or gold once a worker of yours is already there. Silversmith: silver. King&apos;s Storehouse: one trade per worker of yours there (2 clay, wood or stone for 1 virtue; 3 wood or stone for 1 marble).</source>
        <translation>Steinbruch: Stein. Wald: Holz. Mine: Lehm, oder Gold, sobald schon ein Arbeiter von dir dort ist. Silberschmied: Silber. Königliches Lager: ein Tausch je Arbeiter von dir dort (2 Lehm, Holz oder Stein gegen 1 Tugend; 3 Holz oder Stein gegen 1 Marmor).</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="42"/>
        <source>Workshop: hire an apprentice for 4 silver (2 of it tax) from the columns your workers there reach, one column per worker; each column further costs 1 silver more, one coin on each of the first cards of that row. Or draw building plans: 1 card, and 1 more for every 2 of your workers there. Apprentices bring the skills buildings need (carpentry, tiling, masonry) and lasting bonuses. You keep at most 5 apprentices and 6 building cards.</source>
        <translation>Werkstatt: Stelle einen Lehrling für 4 Silber ein (2 davon Steuer), aus den Spalten, die deine Arbeiter dort erreichen, eine Spalte je Arbeiter; jede Spalte darüber hinaus kostet 1 Silber mehr, je 1 Münze auf die ersten Karten dieser Reihe. Oder ziehe Baupläne: 1 Karte und 1 weitere je 2 deiner Arbeiter dort. Lehrlinge bringen die Fertigkeiten, die Gebäude brauchen (Zimmerei, Dachdeckerei, Maurerei), und dauerhafte Vorteile. Du hast höchstens 5 Lehrlinge und 6 Gebäudekarten.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="54"/>
        <source>Capturing and Prison</source>
        <translation>Gefangennahme und Gefängnis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="56"/>
        <source>Town Centre: pay silver to capture all workers of one colour at one location (the first silver is tax); they wait on your board. Guardhouse: one action per worker there: send your captives to Prison for 1 silver each, free your own workers from Prison, buy back your workers from other boards, or pay off a debt.</source>
        <translation>Stadtzentrum: Zahle Silber, um alle Arbeiter einer Farbe an einem Ort gefangen zu nehmen (das erste Silber ist Steuer); sie warten auf deinem Tableau. Wachhaus: eine Aktion je Arbeiter dort: Schicke deine Gefangenen für je 1 Silber ins Gefängnis, befreie deine eigenen Arbeiter aus dem Gefängnis, kaufe deine Arbeiter von fremden Tableaus frei oder bezahle eine Schuld.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="66"/>
        <source>Virtue and the Black Market</source>
        <translation>Tugend und Schwarzmarkt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="68"/>
        <source>Virtue runs from 0 to 14 and scores or costs VP at the end. At 10 or more the Black Market is closed to you; below 4 you cannot work on the Cathedral; at 3 or less you pay less tax; dropping below 0 gives you a debt; each virtue gained beyond 14 may destroy an unpaid debt. The Tax Stand gives you the tax collected there for 2 virtue.</source>
        <translation>Die Tugend reicht von 0 bis 14 und bringt oder kostet am Ende SP. Ab 10 ist der Schwarzmarkt für dich geschlossen; unter 4 kannst du nicht an der Kathedrale bauen; bei 3 oder weniger zahlst du weniger Steuer; fällst du unter 0, erhältst du eine Schuld; jeder Tugendpunkt über 14 darf eine unbezahlte Schuld vernichten. Der Steuerstand gibt dir die dort gesammelte Steuer für 2 Tugend.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="75"/>
        <source>When all three Black Market spots are taken, or a worker lands on a Guildhall space marked R, the Black Market resets: its workers go to Prison, players with 3 or more workers in Prison lose 1 virtue, and whoever has the most there takes a debt.</source>
        <translation>Sind alle drei Plätze des Schwarzmarkts besetzt oder kommt ein Arbeiter auf ein mit R markiertes Feld der Gildenhalle, wird der Schwarzmarkt zurückgesetzt: Seine Arbeiter kommen ins Gefängnis, wer 3 oder mehr Arbeiter im Gefängnis hat, verliert 1 Tugend, und wer dort die meisten hat, erhält eine Schuld.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="84"/>
        <source>Guildhall and Cathedral</source>
        <translation>Gildenhalle und Kathedrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="86"/>
        <source>A worker in the Guildhall stays there for the rest of the game. With it you construct a building from your hand (pay its cost, have its skills) or work on the Cathedral (pay the next level, discard a building card, take a reward card).</source>
        <translation>Ein Arbeiter in der Gildenhalle bleibt dort bis zum Spielende. Mit ihm errichtest du ein Gebäude aus deiner Hand (zahle seine Kosten, habe seine Fertigkeiten) oder baust an der Kathedrale (zahle die nächste Stufe, wirf eine Gebäudekarte ab, nimm eine Belohnungskarte).</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="95"/>
        <source>Score your buildings with their end-game bonuses, the Cathedral level you reached, 1 VP per gold and per marble, your virtue, 1 VP per 10 silver; lose 2 VP per unpaid debt and 1 VP per 2 workers in Prison. Most VP wins; a tie goes to the higher virtue, then to the most silver.</source>
        <translation>Werte deine Gebäude mit ihren Boni bei Spielende, die erreichte Stufe der Kathedrale, 1 SP je Gold und je Marmor, deine Tugend, 1 SP je 10 Silber; du verlierst 2 SP je unbezahlter Schuld und 1 SP je 2 Arbeiter im Gefängnis. Die meisten SP gewinnen; bei Gleichstand entscheidet die höhere Tugend, dann das meiste Silber.</translation>
    </message>
</context>
<context>
    <name>saved</name>
    <message>
        <location filename="../desktop/library/model.py" line="126"/>
        <source>{file}
cannot be opened: {why}</source>
        <translation>{file}
lässt sich nicht öffnen: {why}</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="76"/>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="77"/>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="78"/>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="88"/>
        <source>{name} (computer: {level})</source>
        <translation>{name} (Computer: {level})</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="112"/>
        <source>Cannot be opened: {why}</source>
        <translation>Lässt sich nicht öffnen: {why}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="114"/>
        <source>Finished after %n move(s)</source>
        <translation>
            <numerusform>Beendet nach %n Zug</numerusform>
            <numerusform>Beendet nach %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="116"/>
        <source>In progress: %n move(s) played</source>
        <translation>
            <numerusform>Läuft: %n Zug gespielt</numerusform>
            <numerusform>Läuft: %n Züge gespielt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="119"/>
        <source>Damaged: opens at its last valid move ({why})</source>
        <translation>Beschädigt: öffnet beim letzten gültigen Zug ({why})</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="127"/>
        <source>{game}: {players}</source>
        <translation>{game}: {players}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="130"/>
        <source>finished after %n move(s) · {when}</source>
        <translation>
            <numerusform>beendet nach %n Zug · {when}</numerusform>
            <numerusform>beendet nach %n Zügen · {when}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="132"/>
        <source>%n move(s) played · {when}</source>
        <translation>
            <numerusform>%n Zug gespielt · {when}</numerusform>
            <numerusform>%n Züge gespielt · {when}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="134"/>
        <source>damaged: opens at its last valid move</source>
        <translation>beschädigt: öffnet beim letzten gültigen Zug</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="184"/>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="185"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="186"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="187"/>
        <source>Progress</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="188"/>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="217"/>
        <source>Picture of the board of {game}</source>
        <translation>Bild des Spielbretts von {game}</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="176"/>
        <source>Saved Games</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="177"/>
        <source>Search by title, game or player</source>
        <translation>Nach Titel, Spiel oder Spieler suchen</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="178"/>
        <source>Search the saved games</source>
        <translation>Gespeicherte Partien durchsuchen</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="179"/>
        <source>Every game</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="182"/>
        <source>Show the games of</source>
        <translation>Partien dieses Spiels zeigen</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="184"/>
        <source>In progress and finished</source>
        <translation>Laufende und beendete</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="185"/>
        <source>In progress</source>
        <translation>Laufende</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="186"/>
        <source>Finished</source>
        <translation>Beendete</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="190"/>
        <source>Show the games that are</source>
        <translation>Partien zeigen, die</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="191"/>
        <source>Show deleted games</source>
        <translation>Gelöschte Partien zeigen</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="192"/>
        <location filename="../desktop/widgets/saved.py" line="73"/>
        <location filename="../desktop/widgets/saved.py" line="76"/>
        <source>Saved games</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="193"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="194"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="195"/>
        <location filename="../desktop/library/dialog.py" line="318"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="196"/>
        <location filename="../desktop/library/dialog.py" line="353"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="197"/>
        <source>Empty deleted games…</source>
        <translation>Gelöschte endgültig entfernen…</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="198"/>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="199"/>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="200"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="201"/>
        <location filename="../desktop/library/dialog.py" line="339"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="270"/>
        <source>This game is on the table now.</source>
        <translation>Diese Partie liegt gerade auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="297"/>
        <location filename="../desktop/library/dialog.py" line="307"/>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="298"/>
        <source>A title for this game (empty: the name of the game):</source>
        <translation>Ein Titel für diese Partie (leer: der Name des Spiels):</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="325"/>
        <source>“{game}” was deleted. Undo brings it back; so does Restore in the deleted games.</source>
        <translation>„{game}“ wurde gelöscht. Rückgängig holt die Partie zurück, ebenso Wiederherstellen bei den gelöschten Partien.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/dialog.py" line="364"/>
        <source>Remove %n deleted game(s) for good? This cannot be undone.</source>
        <translation>
            <numerusform>%n gelöschte Partie endgültig entfernen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>%n gelöschte Partien endgültig entfernen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="367"/>
        <source>Empty deleted games</source>
        <translation>Gelöschte Partien endgültig entfernen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/saved.py" line="74"/>
        <source>Resume the chosen game</source>
        <translation>Gewählte Partie fortsetzen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/saved.py" line="75"/>
        <source>All saved games…</source>
        <translation>Alle gespeicherten Partien…</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/saved.py" line="77"/>
        <source>No saved games yet: every game is saved after each move.</source>
        <translation>Noch keine gespeicherten Partien: Jede Partie wird nach jedem Zug gespeichert.</translation>
    </message>
    <message>
        <location filename="../desktop/library/transfer.py" line="36"/>
        <source>Export a saved game</source>
        <translation>Eine gespeicherte Partie exportieren</translation>
    </message>
    <message>
        <location filename="../desktop/library/transfer.py" line="44"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../desktop/library/transfer.py" line="53"/>
        <location filename="../desktop/library/transfer.py" line="78"/>
        <source>Import records</source>
        <translation>Spielaufzeichnungen importieren</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/transfer.py" line="70"/>
        <source>{count} of %n record(s) imported as saved games.</source>
        <translation>
            <numerusform>{count} von %n Spielaufzeichnung als gespeicherte Partien importiert.</numerusform>
            <numerusform>{count} von %n Spielaufzeichnungen als gespeicherte Partien importiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/library/transfer.py" line="73"/>
        <source>Games already in the library are not added twice.</source>
        <translation>Partien, die schon gespeichert sind, werden nicht doppelt aufgenommen.</translation>
    </message>
    <message>
        <location filename="../desktop/library/transfer.py" line="75"/>
        <source>Not imported:</source>
        <translation>Nicht importiert:</translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <location filename="../desktop/session.py" line="136"/>
        <source>The record is damaged at move {n} ({why}); it opened at its last valid move.</source>
        <translation>Die Aufzeichnung ist bei Zug {n} beschädigt ({why}); sie wurde beim letzten gültigen Zug geöffnet.</translation>
    </message>
    <message>
        <location filename="../desktop/commands.py" line="55"/>
        <source>Play on from move {n}</source>
        <translation>Von Zug {n} weiterspielen</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="238"/>
        <source>Nothing to undo.</source>
        <translation>Nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="246"/>
        <source>Table rules: it is {player}&apos;s turn now; {actor}&apos;s move can no longer be undone.</source>
        <translation>Tischregeln: {player} ist jetzt am Zug; der Zug von {actor} kann nicht mehr zurückgenommen werden.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="249"/>
        <source>Table rules: you may only undo your own moves in your own turn.</source>
        <translation>Tischregeln: Du darfst nur eigene Züge in deinem eigenen Zug zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="251"/>
        <source>Table rules: that move revealed hidden information.</source>
        <translation>Tischregeln: Dieser Zug hat verdeckte Informationen aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="257"/>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="260"/>
        <source>Table rules: only the player who undid a move may redo it.</source>
        <translation>Tischregeln: Nur wer einen Zug zurückgenommen hat, darf ihn wiederholen.</translation>
    </message>
</context>
<context>
    <name>statistics</name>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="50"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="51"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="52"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="54"/>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="146"/>
        <source>game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="146"/>
        <location filename="../desktop/widgets/statistics.py" line="147"/>
        <source>score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="147"/>
        <source>games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="289"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="294"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="295"/>
        <source>&amp;Players:</source>
        <translation>Spiele&amp;r:</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="296"/>
        <source>&amp;Seats:</source>
        <translation>&amp;Plätze:</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="301"/>
        <location filename="../desktop/widgets/statistics.py" line="306"/>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="302"/>
        <source>Any number</source>
        <translation>Beliebig viele</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="307"/>
        <source>People only</source>
        <translation>Nur Menschen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="308"/>
        <source>With computers</source>
        <translation>Mit Computern</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="314"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="315"/>
        <source>One player</source>
        <translation>Ein Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="316"/>
        <source>Lords, characters, buildings</source>
        <translation>Lords, Figuren, Gebäude</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="317"/>
        <source>Head to head</source>
        <translation>Direkter Vergleich</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="322"/>
        <source>P&amp;layer:</source>
        <translation>Spie&amp;ler:</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="323"/>
        <source>against</source>
        <translation>gegen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="324"/>
        <source>Score in the last games (a star: a win)</source>
        <translation>Punkte in den letzten Partien (ein Stern: ein Sieg)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="325"/>
        <source>How the scores spread (games in each band of points)</source>
        <translation>Wie sich die Punkte verteilen (Partien je Punktespanne)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="477"/>
        <source>Games played together: {games}; at the same place in {level}.</source>
        <translation>Gemeinsame Partien: {games}; davon auf demselben Platz: {level}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/widgets/statistics.py" line="364"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="377"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="379"/>
        <location filename="../desktop/widgets/statistics.py" line="414"/>
        <location filename="../desktop/widgets/statistics.py" line="453"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="381"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="381"/>
        <source>Finished games played</source>
        <translation>Gespielte beendete Partien</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="382"/>
        <location filename="../desktop/widgets/statistics.py" line="418"/>
        <location filename="../desktop/widgets/statistics.py" line="472"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="382"/>
        <source>A shared win counts for each winner</source>
        <translation>Ein geteilter Sieg zählt für jeden Sieger</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="383"/>
        <location filename="../desktop/widgets/statistics.py" line="419"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="384"/>
        <location filename="../desktop/widgets/statistics.py" line="420"/>
        <source>Mean score</source>
        <translation>Punkteschnitt</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="385"/>
        <source>Best score</source>
        <translation>Bestes Ergebnis</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="415"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="416"/>
        <source>Which</source>
        <translation>Welche</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="417"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="417"/>
        <source>Players who had it</source>
        <translation>Spieler, die es hatten</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="454"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="454"/>
        <source>Mean points</source>
        <translation>Punkte im Schnitt</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="473"/>
        <source>Finished above the other</source>
        <translation>Vor dem anderen ins Ziel</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <location filename="../desktop/stats/errors.py" line="36"/>
        <source>The statistics are unavailable: {file} is locked by another program.</source>
        <translation>Die Statistik ist nicht verfügbar: {file} ist von einem anderen Programm gesperrt.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/errors.py" line="40"/>
        <source>The statistics cannot be written: {file} is read-only.</source>
        <translation>Die Statistik kann nicht geschrieben werden: {file} ist schreibgeschützt.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/errors.py" line="42"/>
        <source>The statistics cannot be written: the disk is full.</source>
        <translation>Die Statistik kann nicht geschrieben werden: Der Datenträger ist voll.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/errors.py" line="44"/>
        <source>The statistics are unavailable: {file} is damaged.</source>
        <translation>Die Statistik ist nicht verfügbar: {file} ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/errors.py" line="46"/>
        <source>The statistics are unavailable: {file} cannot be opened.</source>
        <translation>Die Statistik ist nicht verfügbar: {file} lässt sich nicht öffnen.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/errors.py" line="48"/>
        <source>The statistics are unavailable: {file}: {detail}.</source>
        <translation>Die Statistik ist nicht verfügbar: {file}: {detail}.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/recorder.py" line="67"/>
        <source>This game is not in the statistics. {why}</source>
        <extracomment>a sentence for the status bar: the game could not be recorded, or the statistics file was replaced the identity of a game just recorded (not for one the statistics already had)</extracomment>
        <translation>Diese Partie steht nicht in der Statistik. {why}</translation>
    </message>
    <message>
        <location filename="../desktop/stats/store.py" line="134"/>
        <source>The statistics are unavailable: {file} was written by a newer version of Meeple Table (schema {found}; this version reads up to {known}). It is left as it is.</source>
        <extracomment>the first bytes of every SQLite database file (an empty file is a new database too) why the statistics cannot be read or written now (&apos;&apos; when they can); a sentence to show as it is what the player should know while they work (read-only, a damaged file moved aside); &apos;&apos; if nothing where a damaged file was moved (None: nothing was)</extracomment>
        <translation>Die Statistik ist nicht verfügbar: {file} stammt von einer neueren Version von Meeple Table (Schema {found}; diese Version liest bis {known}). Die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/store.py" line="163"/>
        <source>The statistics are unavailable: {file} is damaged and cannot be moved aside ({why}).</source>
        <translation>Die Statistik ist nicht verfügbar: {file} ist beschädigt und lässt sich nicht beiseitelegen ({why}).</translation>
    </message>
    <message>
        <location filename="../desktop/stats/store.py" line="168"/>
        <source>The statistics file was damaged: it was kept as {old} and a new one was started.</source>
        <translation>Die Statistikdatei war beschädigt: Sie wurde als {old} aufbewahrt und eine neue angelegt.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/store.py" line="177"/>
        <source>The statistics are unavailable: {file} is read-only and needs an update.</source>
        <translation>Die Statistik ist nicht verfügbar: {file} ist schreibgeschützt und muss aktualisiert werden.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/store.py" line="181"/>
        <source>The statistics file {file} is read-only: finished games are not recorded.</source>
        <translation>Die Statistikdatei {file} ist schreibgeschützt: Beendete Partien werden nicht eingetragen.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="96"/>
        <source>Character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="96"/>
        <source>Building built</source>
        <translation>Gebautes Gebäude</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/table.py" line="40"/>
        <source>Lord</source>
        <translation>Lord</translation>
    </message>
</context>
<context>
    <name>summary</name>
    <message>
        <location filename="../desktop/tables/waterdeep/summary.py" line="31"/>
        <source>You drew the intrigue card {name}</source>
        <translation>Du hast die Intrigekarte {name} gezogen</translation>
    </message>
</context>
<context>
    <name>tableau</name>
    <message>
        <location filename="../desktop/tables/architects/tableau.py" line="40"/>
        <location filename="../desktop/tables/waterdeep/tableau.py" line="55"/>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/tableau.py" line="41"/>
        <source>Apprentices</source>
        <translation>Lehrlinge</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/tableau.py" line="52"/>
        <source>Tavern</source>
        <translation>Taverne</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/tableau.py" line="53"/>
        <source>Completed quests</source>
        <translation>Erfüllte Aufträge</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/tableau.py" line="54"/>
        <source>Plot quests in force</source>
        <translation>Wirksame Ränke-Aufträge</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/tableau.py" line="179"/>
        <source>Close the player boards (Escape)</source>
        <translation>Spielertableaus schließen (Escape)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/tableau.py" line="182"/>
        <source>Player boards</source>
        <translation>Spielertableaus</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/tableau.py" line="181"/>
        <source>Player boards: what each player has on the table</source>
        <translation>Spielertableaus: was jeder Spieler vor sich ausliegen hat</translation>
    </message>
</context>
<context>
    <name>tables</name>
    <message>
        <location filename="../desktop/tables/waterdeep/table.py" line="23"/>
        <source>Lords of Waterdeep</source>
        <translation>Lords of Waterdeep</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="26"/>
        <source>Architects of the West Kingdom</source>
        <translation>Architekten des Westfrankenreichs</translation>
    </message>
</context>
<context>
    <name>text</name>
    <message>
        <location filename="../desktop/text.py" line="38"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="39"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="40"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="41"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="42"/>
        <source>Purple</source>
        <translation>Violett</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="43"/>
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="44"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="39"/>
        <source>a cleric</source>
        <translation>einen Kleriker</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="40"/>
        <source>a fighter</source>
        <translation>einen Kämpfer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="41"/>
        <source>a rogue</source>
        <translation>einen Schurken</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="42"/>
        <source>a wizard</source>
        <translation>einen Magier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="24"/>
        <source>{n} gold</source>
        <translation>{n} Gold</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="26"/>
        <source>%n cleric(s)</source>
        <translation>
            <numerusform>%n Kleriker</numerusform>
            <numerusform>%n Kleriker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="28"/>
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n Kämpfer</numerusform>
            <numerusform>%n Kämpfer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="30"/>
        <source>%n rogue(s)</source>
        <translation>
            <numerusform>%n Schurken</numerusform>
            <numerusform>%n Schurken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="32"/>
        <source>%n wizard(s)</source>
        <translation>
            <numerusform>%n Magier</numerusform>
            <numerusform>%n Magier</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="48"/>
        <source>{n} VP</source>
        <translation>{n} SP</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="79"/>
        <source>{first} or {last}</source>
        <translation>{first} oder {last}</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="72"/>
        <source>; </source>
        <comment>between the clauses of one line</comment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="53"/>
        <source>Arcana</source>
        <translation>Arkanes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="54"/>
        <source>Commerce</source>
        <translation>Handel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="55"/>
        <source>Piety</source>
        <translation>Frömmigkeit</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="56"/>
        <source>Skullduggery</source>
        <translation>Gaunerei</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="57"/>
        <source>Warfare</source>
        <translation>Kriegsführung</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="64"/>
        <source>Aurora&apos;s Realms Shop</source>
        <translation>Auroras Reichsladen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="65"/>
        <source>Blackstaff Tower</source>
        <translation>Schwarzstabturm</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="66"/>
        <source>The Plinth</source>
        <translation>Der Sockel</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="67"/>
        <source>The Grinning Lion Tavern</source>
        <translation>Taverne Zum grinsenden Löwen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="68"/>
        <source>Field of Triumph</source>
        <translation>Feld des Triumphs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="69"/>
        <source>Castle Waterdeep</source>
        <translation>Burg Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="70"/>
        <source>Builder&apos;s Hall</source>
        <translation>Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="71"/>
        <source>Cliffwatch Inn</source>
        <translation>Klippenwacht-Gasthaus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="72"/>
        <source>Waterdeep Harbor</source>
        <translation>Hafen von Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="86"/>
        <source>{building} (space {n})</source>
        <translation>{building} (Feld {n})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="97"/>
        <source>agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="98"/>
        <source>Lieutenant</source>
        <translation>Leutnant</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="99"/>
        <source>Ambassador</source>
        <translation>Botschafter</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="45"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="53"/>
        <source>{who}: assign an agent (drag a meeple onto a space)</source>
        <translation>{who}: Setze einen Agenten ein (ziehe eine Figur auf ein Feld)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="54"/>
        <source>{who}: reassign your agent from Waterdeep Harbor</source>
        <translation>{who}: Versetze deinen Agenten aus dem Hafen von Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="55"/>
        <source>{who}: assign the Ambassador</source>
        <translation>{who}: Setze den Botschafter ein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="56"/>
        <source>{who}: assign the returned agent now</source>
        <translation>{who}: Setze den zurückgekehrten Agenten jetzt ein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="57"/>
        <source>{who}: assign an extra agent</source>
        <translation>{who}: Setze einen zusätzlichen Agenten ein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="58"/>
        <source>{who}: place an agent on a Builder&apos;s Hall tile</source>
        <translation>{who}: Setze einen Agenten auf ein Gebäude der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="62"/>
        <source>{who}: choose the adventurer your building gives you</source>
        <translation>{who}: Wähle den Abenteurer, den dir dein Gebäude gibt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="63"/>
        <source>{who}: choose the adventurer you are given</source>
        <translation>{who}: Wähle den Abenteurer, den du geschenkt bekommst</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="64"/>
        <source>{who}: choose an occupied space to copy</source>
        <translation>{who}: Wähle ein besetztes Feld zum Kopieren</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="65"/>
        <source>{who}: complete a quest or end your turn</source>
        <translation>{who}: Erfülle einen Auftrag oder beende deinen Zug</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="66"/>
        <source>{who}: take a quest from Cliffwatch Inn</source>
        <translation>{who}: Nimm einen Auftrag aus dem Klippenwacht-Gasthaus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="67"/>
        <source>{who}: choose a building from Builder&apos;s Hall</source>
        <translation>{who}: Wähle ein Gebäude aus der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="68"/>
        <source>{who}: play an intrigue card</source>
        <translation>{who}: Spiele eine Intrigekarte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="59"/>
        <source>{who}: choose an adventurer</source>
        <translation>{who}: Wähle einen Abenteurer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="69"/>
        <source>{who}: choose an adventurer to take from an opponent</source>
        <translation>{who}: Wähle einen Abenteurer, den du einem Gegner nimmst</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="71"/>
        <source>{who}: choose one reward</source>
        <translation>{who}: Wähle eine Belohnung</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="72"/>
        <source>{who}: name a quest type</source>
        <translation>{who}: Nenne eine Auftragsart</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="73"/>
        <source>{who}: choose one of your buildings to discard</source>
        <translation>{who}: Wähle eines deiner Gebäude zum Abwerfen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="74"/>
        <source>{who}: choose an agent of yours to return to your pool</source>
        <translation>{who}: Wähle einen deiner Agenten, der in den Vorrat zurückkehrt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="76"/>
        <source>{who}: decide</source>
        <translation>{who}: Entscheide</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="60"/>
        <source>{who}: choose an adventurer to return</source>
        <translation>{who}: Wähle einen Abenteurer zur Abgabe</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="61"/>
        <source>{who}: swap an adventurer for a cleric?</source>
        <translation>{who}: Einen Abenteurer gegen einen Kleriker tauschen?</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="70"/>
        <source>{who}: keep one of the revealed quests</source>
        <translation>{who}: Behalte einen der aufgedeckten Aufträge</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="82"/>
        <source>{who}: {owner} played {card}: give {owner} {what} to score {n} VP?</source>
        <translation>{who}: {owner} hat „{card}“ gespielt: {owner} {what} geben und dafür {n} SP erhalten?</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="90"/>
        <source>{who}: discard one of your quests to score {n} VP?</source>
        <translation>{who}: Einen deiner Aufträge abwerfen und dafür {n} SP erhalten?</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="92"/>
        <source>{who}: discard one of your quests to score {n} VP</source>
        <translation>{who}: Wirf einen deiner Aufträge ab und erhalte dafür {n} SP</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="94"/>
        <source>{who}: complete {name} now and score {n} VP more?</source>
        <translation>{who}: „{name}“ jetzt erfüllen und {n} SP mehr erhalten?</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="98"/>
        <source>{who}: choose the opponent who must complete {quest}</source>
        <translation>{who}: Wähle den Gegner, der „{quest}“ erfüllen muss</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="102"/>
        <source>{who}: choose the opponent who takes {what}</source>
        <translation>{who}: Wähle den Gegner, der {what} erhält</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="119"/>
        <source>Assign an agent to {space}</source>
        <translation>Agent auf {space} setzen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="120"/>
        <source>Assign the {piece} to {space}</source>
        <translation>{piece} auf {space} setzen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="132"/>
        <source>Take {name} for free</source>
        <translation>„{name}“ kostenlos nehmen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="133"/>
        <source>Buy {name} for {n} gold</source>
        <translation>„{name}“ für {n} Gold kaufen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="141"/>
        <source>{name} must complete {quest} before any other quest</source>
        <translation>{name} muss „{quest}“ vor allen anderen Aufträgen erfüllen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="144"/>
        <source>{name} takes {what}</source>
        <translation>{name} erhält {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="151"/>
        <source>Return {what}</source>
        <translation>{what} abgeben</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="153"/>
        <source>Swap {what} for 1 cleric</source>
        <translation>{what} gegen 1 Kleriker tauschen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="154"/>
        <source>Take {what}</source>
        <translation>{what} nehmen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="160"/>
        <source>Return your agent from {space}</source>
        <translation>Deinen Agenten von {space} zurückholen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="163"/>
        <source>Use {space}: {action}</source>
        <translation>{space} nutzen: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="172"/>
        <source>Look for a {type} quest</source>
        <translation>Nach einem Auftrag der Art {type} suchen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="179"/>
        <source>Discard {name} and score {n} VP</source>
        <translation>„{name}“ abwerfen und {n} SP erhalten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="187"/>
        <source>Yes: give {owner} {what} and score {n} VP</source>
        <translation>Ja: {owner} {what} geben und {n} SP erhalten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="190"/>
        <source>No: give nothing and score nothing</source>
        <translation>Nein: nichts geben, nichts erhalten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="193"/>
        <source>Yes: complete {name} now (+{n} VP)</source>
        <translation>Ja: „{name}“ jetzt erfüllen (+{n} SP)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="194"/>
        <source>No: keep {name} for later</source>
        <translation>Nein: „{name}“ für später behalten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="196"/>
        <source>No: keep your quests</source>
        <translation>Nein: deine Aufträge behalten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="198"/>
        <source>No: play no intrigue card</source>
        <translation>Nein: keine Intrigekarte spielen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="200"/>
        <source>No: keep your adventurers</source>
        <translation>Nein: deine Abenteurer behalten</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="207"/>
        <source>Take quest: {name}</source>
        <translation>Auftrag nehmen: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="209"/>
        <source>Play {name}</source>
        <translation>„{name}“ spielen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="139"/>
        <source>Choose {name}</source>
        <translation>{name} wählen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="217"/>
        <source>Complete {name}</source>
        <translation>„{name}“ erfüllen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="130"/>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="178"/>
        <source>Discard {name}</source>
        <translation>„{name}“ abwerfen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="201"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="201"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="212"/>
        <source>Take {what} from {name}</source>
        <translation>{name} {what} wegnehmen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="220"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="229"/>
        <source>reward {reward}</source>
        <translation>Belohnung: {reward}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="265"/>
        <source>{who}: {what}</source>
        <translation>{who}: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="264"/>
        <source>{who} plays an intrigue card</source>
        <translation>{who} spielt eine Intrigekarte</translation>
    </message>
</context>
<context>
    <name>timeline</name>
    <message>
        <location filename="../desktop/tables/base.py" line="191"/>
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/model.py" line="135"/>
        <source>{n}. {text}</source>
        <translation>{n}. {text}</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/chart.py" line="121"/>
        <source>Chance to win (%)</source>
        <translation>Siegchance (%)</translation>
    </message>
</context>
</TS>
