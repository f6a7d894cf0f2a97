<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>ChoicePanel</name>
    <message>
        <location filename="../desktop/widgets/choices.py" line="26" />
        <source>Legal actions</source>
        <translation>Erlaubte Aktionen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/choices.py" line="28" />
        <source>Do it</source>
        <translation>Ausführen</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../desktop/widgets/curtain.py" line="47" />
        <source>Pass the laptop to {name}</source>
        <translation>Gib den Laptop an {name} weiter</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/curtain.py" line="49" />
        <source>{name}, click when ready</source>
        <translation>{name}, klicke, wenn du bereit bist</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/curtain.py" line="58" />
        <source>Oops, undo: {what}</source>
        <translation>Hoppla, zurücknehmen: {what}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/window.py" line="74" />
        <source>Meeple Table</source>
        <translation>Meeple Table</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="50" />
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="63" />
        <source>Your cards</source>
        <translation>Deine Karten</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="66" />
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="72" />
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="76" />
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="172" />
        <source>The language changes when Meeple Table starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Meeple Table.</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="195" />
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="195" />
        <source>This game cannot start: {reason}</source>
        <translation>Diese Partie kann nicht beginnen: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="220" />
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="271" />
        <source>This game cannot be saved automatically: {reason}.

You can play on, but Continue cannot bring it back while saving fails. Use Game → Save As… to keep it in another folder.</source>
        <translation>Diese Partie kann nicht automatisch gespeichert werden: {reason}.

Du kannst weiterspielen, aber „Fortsetzen“ holt sie nicht zurück, solange das Speichern fehlschlägt. Mit Spiel → Speichern unter… kannst du sie in einem anderen Ordner sichern.</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="275" />
        <source>Autosave failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="307" />
        <source>Private cards are hidden.</source>
        <translation>Private Karten sind verdeckt.</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="310" />
        <source>{name}'s lord, intrigue cards and quests</source>
        <translation>Lord, Intrigekarten und Aufträge von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="313" />
        <source>Looking back at move {k}: nothing can be played here. Use Return to now in the Timeline.</source>
        <translation>Rückblick auf Zug {k}: Hier kann nichts gespielt werden. Weiter mit „Zurück zu jetzt“ in der Zeitleiste.</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="342" />
        <source>Viewing move {k} of {n} (read-only): Return to now in the Timeline</source>
        <translation>Ansicht von Zug {k} von {n} (nur lesen): „Zurück zu jetzt“ in der Zeitleiste</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="347" />
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="350" />
        <source>Round {n} — {prompt}</source>
        <translation>Runde {n} — {prompt}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="363" />
        <source>It is {name}'s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="365" />
        <source>{name} has a choice to make on another player's turn.</source>
        <translation>{name} muss im Zug eines anderen Spielers etwas entscheiden.</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="376" />
        <location filename="../desktop/window.py" line="385" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="377" />
        <location filename="../desktop/window.py" line="386" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="385" />
        <source>&amp;Undo {what}</source>
        <translation>&amp;Rückgängig: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="386" />
        <source>&amp;Redo {what}</source>
        <translation>&amp;Wiederholen: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="434" />
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="434" />
        <location filename="../desktop/window.py" line="444" />
        <source>Records (*.json)</source>
        <translation>Spielaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="439" />
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="444" />
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="449" />
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="454" />
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="459" />
        <source>About Meeple Table</source>
        <translation>Über Meeple Table</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="460" />
        <source>Pass-and-play board games on one laptop. Unofficial fan work: names and art are our own.</source>
        <translation>Brettspiele reihum an einem Laptop. Inoffizielles Fanprojekt: Namen und Grafiken sind unsere eigenen.</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <location filename="../desktop/widgets/score.py" line="15" />
        <source>Final scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="19" />
        <source>Quests (VP in play)</source>
        <translation>Aufträge (SP im Spiel)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="20" />
        <source>Buildings and other VP in play</source>
        <translation>Gebäude und andere SP im Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="21" />
        <source>Adventurers</source>
        <translation>Abenteurer</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="22" />
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="23" />
        <source>Lord bonus</source>
        <translation>Lord-Bonus</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="25" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="25" />
        <source>Lord</source>
        <translation>Lord</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="26" />
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="26" />
        <source>Gold (tie-break)</source>
        <translation>Gold (Gleichstand)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="49" />
        <source>Shared victory: {names} (tied on points and gold)</source>
        <translation>Geteilter Sieg: {names} (gleich viele Punkte und Gold)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="51" />
        <source>{names} wins on the tie-break ({what})</source>
        <translation>{names} gewinnt beim Gleichstand ({what})</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="52" />
        <source>most gold</source>
        <translation>meistes Gold</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="55" />
        <source>{names} wins!</source>
        <translation>{names} gewinnt!</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../desktop/widgets/start.py" line="43" />
        <source>Meeple Table</source>
        <translation>Meeple Table</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="47" />
        <source>Continue the last game</source>
        <translation>Letztes Spiel fortsetzen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="50" />
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="58" />
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="63" />
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="72" />
        <source>Player {n} name</source>
        <translation>Name von Spieler {n}</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="81" />
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="86" />
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="87" />
        <source>Seed (optional)</source>
        <translation>Startwert (optional)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="91" />
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="97" />
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="115" />
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="117" />
        <source>Two players have the same name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="120" />
        <source>Each player needs a different colour.</source>
        <translation>Jeder Spieler braucht eine andere Farbe.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="123" />
        <source>The seed must be a whole number.</source>
        <translation>Der Startwert muss eine ganze Zahl sein.</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <location filename="../desktop/timeline/dock.py" line="48" />
        <source>First move</source>
        <translation>Erster Zug</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="49" />
        <source>One move back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="50" />
        <source>One move forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="51" />
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="53" />
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="61" />
        <source>Return to now</source>
        <translation>Zurück zu jetzt</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="63" />
        <source>Play on from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="121" />
        <source>Viewing move {k} of {n} (read-only)</source>
        <translation>Ansicht von Zug {k} von {n} (nur lesen)</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="123" />
        <source>Now: move {n}</source>
        <translation>Jetzt: Zug {n}</translation>
    </message>
</context>
<context>
    <name>board</name>
    <message>
        <location filename="../desktop/board/rounds.py" line="31" />
        <source>Rounds track: round {n} of 8. The 3 VP tokens of a round go onto the Builder's Hall tiles when it starts; in round 5 everyone gains an agent.</source>
        <translation>Rundenleiste: Runde {n} von 8. Zu Rundenbeginn kommen die 3 SP-Marker der Runde auf die Gebäude in der Bauherrenhalle; in Runde 5 erhält jeder einen Agenten.</translation>
    </message>
    <message>
        <location filename="../desktop/board/rounds.py" line="54" />
        <source>+1 agent</source>
        <translation>+1 Agent</translation>
    </message>
    <message>
        <location filename="../desktop/board/rounds.py" line="67" />
        <source>First-player marker: this player starts the next round.</source>
        <translation>Startspielermarker: Dieser Spieler beginnt die nächste Runde.</translation>
    </message>
    <message>
        <location filename="../desktop/board/rounds.py" line="78" />
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="74" />
        <source>Waterdeep</source>
        <extracomment>controller hooks: drop(piece, target) -&gt; refusal reason ('' = played); click(target)</extracomment>
        <translation>Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="85" />
        <source>Take a face-up quest, and:</source>
        <translation>Nimm einen offenen Auftrag, und:</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="91" />
        <source>+2 gold</source>
        <translation>+2 Gold</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="92" />
        <source>+1 intrigue</source>
        <translation>+1 Intrige</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="93" />
        <source>new quests first</source>
        <translation>erst neue Aufträge</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="99" />
        <source>Buildings in play</source>
        <translation>Gebäude im Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="141" />
        <source>{name}'s pool of agents</source>
        <translation>Agentenvorrat von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="183" />
        <source>Needs: {cost}</source>
        <translation>Braucht: {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="192" />
        <source>Cost {n} gold</source>
        <translation>Kostet {n} Gold</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="202" />
        <source>On the tile: {what}</source>
        <translation>Auf dem Plättchen: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="265" />
        <source>The Ambassador</source>
        <translation>Der Botschafter</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="268" />
        <source>{name}'s Lieutenant</source>
        <translation>Leutnant von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="269" />
        <source>{name}'s agent</source>
        <translation>Agent von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="378" />
        <source>Now click a highlighted space (Escape cancels).</source>
        <translation>Klicke jetzt auf ein markiertes Feld (Esc bricht ab).</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="384" />
        <source>Drop the meeple on a highlighted space.</source>
        <translation>Lege die Figur auf ein markiertes Feld.</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="408" />
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../desktop/board/chips.py" line="26" />
        <source>Choose a {cube}</source>
        <translation>{cube} wählen</translation>
    </message>
    <message>
        <location filename="../desktop/board/chips.py" line="43" />
        <source>C</source>
        <comment>cleric chip</comment>
        <translation>Kl</translation>
    </message>
    <message>
        <location filename="../desktop/board/chips.py" line="44" />
        <source>F</source>
        <comment>fighter chip</comment>
        <translation>Kä</translation>
    </message>
    <message>
        <location filename="../desktop/board/chips.py" line="45" />
        <source>R</source>
        <comment>rogue chip</comment>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../desktop/board/chips.py" line="46" />
        <source>W</source>
        <comment>wizard chip</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../desktop/board/chips.py" line="78" />
        <source>Choose an adventurer</source>
        <translation>Abenteurer wählen</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <location filename="../desktop/cardnames.py" line="24" />
        <source>Tame the Hill Griffons</source>
        <translation>Die Greifen der Hügel zähmen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="25" />
        <source>Explore the Sunken Observatory</source>
        <translation>Die versunkene Sternwarte</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="26" />
        <source>Expose the Crimson Coven's Spies</source>
        <translation>Die Spione des Purpurzirkels</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="27" />
        <source>Host the Lantern Festival</source>
        <translation>Laternenfest ausrichten</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="28" />
        <source>Infiltrate the Obsidian Circle</source>
        <translation>Obsidianzirkel unterwandern</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="29" />
        <source>Investigate the Sewer Blight</source>
        <translation>Der Kanalfäule nachgehen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="30" />
        <source>Reclaim the Scrying Orb</source>
        <translation>Die Seherkugel zurückholen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="31" />
        <source>Recruit for the Arcane Collegium</source>
        <translation>Für das Arkane Kolleg werben</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="32" />
        <source>Study the Hourglass Arts</source>
        <translation>Die Kunst der Sanduhr lernen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="33" />
        <source>Retrieve the Buried Relics</source>
        <translation>Die Reliquien ausgraben</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="34" />
        <source>Steal a Grimoire from the Archmage</source>
        <translation>Des Erzmagiers Grimoire rauben</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="35" />
        <source>Study the Moonstone Arch</source>
        <translation>Den Mondbogen erforschen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="36" />
        <source>Ally with House Corvalen</source>
        <translation>Bündnis mit Haus Corvalen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="37" />
        <source>Pay Off the Dockmasters</source>
        <translation>Die Hafenvögte schmieren</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="38" />
        <source>Charter a Traders' Consortium</source>
        <translation>Ein Handelshaus gründen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="39" />
        <source>Impersonate a Velmoran Noble</source>
        <translation>Einen Edlen aus Velmora mimen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="40" />
        <source>Plant Friends in the Masons' Guild</source>
        <translation>Die Maurerzunft umgarnen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="41" />
        <source>Loot the Harvest Crypt</source>
        <translation>Die Erntegruft plündern</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="42" />
        <source>Lure the Ironvale Artisans</source>
        <translation>Die Eisentaler abwerben</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="43" />
        <source>Appease the Striding Colossus</source>
        <translation>Den Koloss besänftigen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="44" />
        <source>Escort the Visiting Enchanter</source>
        <translation>Den Gastmagier geleiten</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="45" />
        <source>Send Aid to the Silent Watch</source>
        <translation>Der Stillen Wacht helfen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="46" />
        <source>Spy on the House of Candles</source>
        <translation>Haus der Kerzen ausspähen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="47" />
        <source>Bribe the Night Patrol</source>
        <translation>Die Nachtstreife bestechen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="48" />
        <source>Win a Noble to the Faith</source>
        <translation>Einen Edlen bekehren</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="49" />
        <source>Raise a Shrine of Knowledge</source>
        <translation>Den Schrein des Wissens weihen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="50" />
        <source>Guard the Gambler's Keep</source>
        <translation>Die Würfelburg bewachen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="51" />
        <source>Uncover the Hidden Serpent Temple</source>
        <translation>Den Tempel der Natter finden</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="52" />
        <source>Destroy the Ghoul Nest</source>
        <translation>Das Ghulnest ausräuchern</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="53" />
        <source>Forge a Pact with the Steppe Clans</source>
        <translation>Bund mit den Steppenclans</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="54" />
        <source>Tend the Wounded Shieldguard</source>
        <translation>Die Schildgarde verarzten</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="55" />
        <source>Perform the Rite of Atonement</source>
        <translation>Das Sühneritual vollziehen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="56" />
        <source>Call Down a Blessing on the Poor</source>
        <translation>Segen für die Armen erflehen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="57" />
        <source>Protect the House of Marvels</source>
        <translation>Das Haus der Mirakel hüten</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="58" />
        <source>Recruit Knights of the Scales</source>
        <translation>Ritter der Waage werben</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="59" />
        <source>Seal the Gate of Ashes</source>
        <translation>Das Aschentor versiegeln</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="60" />
        <source>Earn a Name in the Undercity</source>
        <translation>Berüchtigt in der Unterstadt</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="61" />
        <source>Open a Safe House in the Old Quarter</source>
        <translation>Unterschlupf in der Altstadt</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="62" />
        <source>Found the Guild of Quiet Hands</source>
        <translation>Zunft der Stillen Hände gründen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="63" />
        <source>Unmask the Corrupt Priesthood</source>
        <translation>Falsche Priester entlarven</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="64" />
        <source>Fence Loot for the Velvet Baron</source>
        <translation>Hehlerei für den Samtbaron</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="65" />
        <source>Plant a Mole in the Citadel</source>
        <translation>Maulwurf in der Zitadelle</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="66" />
        <source>Embed a Sleeper in the Undercity</source>
        <translation>Schläfer in der Unterstadt</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="67" />
        <source>Spring the Debtors' Gaol</source>
        <translation>Den Schuldturm aufbrechen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="68" />
        <source>Acquire Smuggled Silks</source>
        <translation>Schmuggelseide beschaffen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="69" />
        <source>Raid the Endless Vaults</source>
        <translation>Die Endlosen Gewölbe leeren</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="70" />
        <source>Steal from House Marrowby</source>
        <translation>Haus Marrowby bestehlen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="71" />
        <source>Seize a Rival Syndicate</source>
        <translation>Ein feindliches Syndikat kapern</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="72" />
        <source>Waylay the Bandit Lord Skarn</source>
        <translation>Räuberfürst Skarn stellen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="73" />
        <source>Muster the City Militia</source>
        <translation>Die Stadtmiliz aufbieten</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="74" />
        <source>Train the Pegasus Lancers</source>
        <translation>Pegasusreiter ausbilden</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="75" />
        <source>Confront the Eyeless King</source>
        <translation>Den Augenlosen König stellen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="76" />
        <source>Crush the Rising from the Deeps</source>
        <translation>Den Aufruhr der Tiefe brechen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="77" />
        <source>Send the Last Warning</source>
        <translation>Letzte Warnung überbringen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="78" />
        <source>Arm the Temple of the Tides</source>
        <translation>Den Tempel der Gezeiten rüsten</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="79" />
        <source>Put Down the Sellsword Revolt</source>
        <translation>Die Söldner zur Räson bringen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="80" />
        <source>Storm the Goblin Warren</source>
        <translation>Den Goblinbau stürmen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="81" />
        <source>Enlist a Seasoned Captain</source>
        <translation>Einen Haudegen anheuern</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="82" />
        <source>Repel the Sea Reavers</source>
        <translation>Die Seeräuber zurückschlagen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="83" />
        <source>Train Spellblades</source>
        <translation>Zauberklingen ausbilden</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="85" />
        <source>Sudden Skirmish</source>
        <translation>Jähes Scharmützel</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="86" />
        <source>Spell Backfire</source>
        <translation>Zauberrückschlag</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="87" />
        <source>Knife in the Dark</source>
        <translation>Messer im Dunkeln</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="88" />
        <source>Shaken Belief</source>
        <translation>Erschütterter Glaube</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="89" />
        <source>Round on the House!</source>
        <translation>Runde aufs Haus!</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="90" />
        <source>Grease the Palm</source>
        <translation>Die Hand schmieren</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="91" />
        <source>Hasten the Scheme</source>
        <translation>Den Plan vorantreiben</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="92" />
        <source>Auction of Secrets</source>
        <translation>Auktion der Geheimnisse</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="93" />
        <source>Post a Bounty Notice</source>
        <translation>Steckbrief aushängen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="94" />
        <source>Old Debts Repaid</source>
        <translation>Alte Schulden beglichen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="95" />
        <source>Abandon the Venture</source>
        <translation>Das Vorhaben aufgeben</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="96" />
        <source>Press Gangs</source>
        <translation>Presskommandos</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="97" />
        <source>Night of Cutpurses</source>
        <translation>Nacht der Beutelschneider</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="98" />
        <source>Open Sanctuary</source>
        <translation>Offene Zuflucht</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="99" />
        <source>Apprentices' Trial</source>
        <translation>Lehrlingsprobe</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="100" />
        <source>Share the Spoils</source>
        <translation>Die Beute teilen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="101" />
        <source>Swap of Deeds</source>
        <translation>Tausch der Urkunden</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="102" />
        <source>Quiet Withdrawal</source>
        <translation>Stiller Rückzug</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="103" />
        <source>Hire Informants</source>
        <translation>Spitzel anheuern</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="104" />
        <source>Plea for Swords</source>
        <translation>Ruf nach Klingen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="105" />
        <source>Scholars' Compact</source>
        <translation>Pakt der Gelehrten</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="106" />
        <source>Ring the Temple Bells</source>
        <translation>Die Tempelglocken läuten</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="107" />
        <source>Levy the Gate Toll</source>
        <translation>Torzoll erheben</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="108" />
        <source>Tour of the Works</source>
        <translation>Besuch der Werkstätten</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="109" />
        <source>Sealed Orders</source>
        <translation>Versiegelte Befehle</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="110" />
        <source>Drive Off the Highwaymen</source>
        <translation>Die Wegelagerer vertreiben</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="111" />
        <source>Thwart the Black Caravan</source>
        <translation>Die Schwarze Karawane aufhalten</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="112" />
        <source>Soothe the Guild Masters</source>
        <translation>Die Zunftmeister beschwichtigen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="113" />
        <source>Calm the Bread Riot</source>
        <translation>Den Brotaufstand schlichten</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="114" />
        <source>Hold Back the Tunnel Raiders</source>
        <translation>Die Tunnelräuber zurückdrängen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="115" />
        <source>Root Out the Doomsayers</source>
        <translation>Die Unheilspropheten ausheben</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="117" />
        <source>The Drovers' Yard</source>
        <translation>Der Viehtreiberhof</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="118" />
        <source>Wyvern Tower</source>
        <translation>Lindwurmturm</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="119" />
        <source>Saddlebow Court</source>
        <translation>Sattelbogenhof</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="120" />
        <source>The Silver Chalice</source>
        <translation>Der Silberkelch</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="121" />
        <source>Brackwater Storehouse</source>
        <translation>Lagerhaus Brackwasser</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="122" />
        <source>Champions' Arbor</source>
        <translation>Heldenlaube</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="123" />
        <source>House of the Full Cask</source>
        <translation>Haus zum vollen Fass</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="124" />
        <source>Hall of the Vigilant</source>
        <translation>Halle der Wachsamen</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="125" />
        <source>House of the Evenstar</source>
        <translation>Haus des Abendsterns</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="126" />
        <source>House of Marvels</source>
        <translation>Haus der Mirakel</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="127" />
        <source>Mummers' Row</source>
        <translation>Gauklergasse</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="128" />
        <source>Lyrecrest College</source>
        <translation>Kolleg zur Leierkrone</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="129" />
        <source>Wolfsgate</source>
        <translation>Wolfstor</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="130" />
        <source>The Envoy's Palace</source>
        <translation>Der Gesandtenpalast</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="131" />
        <source>The Shadowstair</source>
        <translation>Die Schattenstiege</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="132" />
        <source>Tidecutter Quay</source>
        <translation>Flutbrecher-Kai</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="133" />
        <source>Towers of First Light</source>
        <translation>Türme des Ersten Lichts</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="134" />
        <source>The Mason's Lodge</source>
        <translation>Die Bauhütte</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="135" />
        <source>The Gilded Scales</source>
        <translation>Die Goldene Waage</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="136" />
        <source>The Gambler's Keep</source>
        <translation>Die Würfelburg</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="137" />
        <source>Tower of the Conclave</source>
        <translation>Turm des Konklaves</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="138" />
        <source>The Pilgrims' Cross</source>
        <translation>Das Pilgerkreuz</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="139" />
        <source>The Sunken Flagon</source>
        <translation>Der versunkene Krug</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="140" />
        <source>The Mirrorspire</source>
        <translation>Die Spiegelspitze</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="142" />
        <source>Ysolde Varrin</source>
        <translation>Ysolde Varrin</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="143" />
        <source>Corwen Haskeld</source>
        <translation>Corwen Haskeld</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="144" />
        <source>Ostrum the Far-Traveled</source>
        <translation>Ostrum der Weitgereiste</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="145" />
        <source>Aldric Venn, the Battlemage</source>
        <translation>Aldric Venn, der Kampfmagier</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="146" />
        <source>Seraphine Aldane</source>
        <translation>Seraphine Aldane</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="147" />
        <source>Bram the Coinwarden</source>
        <translation>Bram der Münzwart</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="148" />
        <source>Tamsin Quillfoot</source>
        <translation>Tamsin Federfuß</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="149" />
        <source>Nerissa Vantholt</source>
        <translation>Nerissa Vantholt</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="150" />
        <source>Roderic the Oathsworn</source>
        <translation>Roderic der Eidgebundene</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="151" />
        <source>Zaveth Orimund</source>
        <translation>Zaveth Orimund</translation>
    </message>
    <message>
        <location filename="../desktop/cardnames.py" line="152" />
        <source>Dame Ottilie Greaves</source>
        <translation>Dame Ottilie Greaves</translation>
    </message>
</context>
<context>
    <name>cardtext</name>
    <message>
        <location filename="../desktop/cardtext.py" line="18" />
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="24" />
        <source>pay {n} gold</source>
        <translation>zahle {n} Gold</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="26" />
        <source>return {n} adventurers of your choice</source>
        <translation>gib {n} Abenteurer deiner Wahl ab</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="28" />
        <source>take {what}</source>
        <translation>nimm {what}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="30" />
        <source>score {n} VP</source>
        <translation>erhalte {n} SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="32" />
        <source>draw {n} intrigue card(s)</source>
        <translation>ziehe {n} Intrigekarte(n)</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="35" />
        <source>take {n} of {kinds}</source>
        <translation>nimm {n} aus {kinds}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="37" />
        <source>take {n} face-up quest(s) from Cliffwatch Inn</source>
        <translation>nimm {n} offene(n) Auftrag/Aufträge aus dem Klippenwacht-Gasthaus</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="39" />
        <source>take the first-player marker</source>
        <translation>nimm den Startspielermarker</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="40" />
        <source>buy a building from Builder's Hall</source>
        <translation>kaufe ein Gebäude in der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="41" />
        <source>first replace all face-up quests</source>
        <translation>ersetze zuerst alle offenen Aufträge</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="42" />
        <source>play an intrigue card; reassigned at the end of the round</source>
        <translation>spiele eine Intrigekarte; wird am Rundenende neu eingesetzt</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="43" />
        <source>take everything on this tile</source>
        <translation>nimm alles auf diesem Plättchen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="44" />
        <source>take the Ambassador (assign it first next round)</source>
        <translation>nimm den Botschafter (wird nächste Runde zuerst eingesetzt)</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="45" />
        <source>take 1 gold per building in play</source>
        <translation>nimm 1 Gold je Gebäude im Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="46" />
        <source>use a space holding an opponent's agent</source>
        <translation>nutze ein Feld mit einem gegnerischen Agenten</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="47" />
        <source>take a face-up quest; may complete it now for 4 VP</source>
        <translation>nimm einen offenen Auftrag; erfülle ihn sofort für 4 SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="48" />
        <location filename="../desktop/cardtext.py" line="146" />
        <source>return one of your agents to your pool</source>
        <translation>hole einen deiner Agenten in deinen Vorrat zurück</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="49" />
        <source>put a Builder's Hall building into play for free</source>
        <translation>bringe ein Gebäude der Bauherrenhalle kostenlos ins Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="50" />
        <source>put the top building of the stack into play</source>
        <translation>bringe das oberste Gebäude des Stapels ins Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="51" />
        <source>an opponent of your choice takes gold</source>
        <translation>ein Gegner deiner Wahl erhält Gold</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="52" />
        <source>score VP per building you control</source>
        <translation>erhalte SP je Gebäude, das du besitzt</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="53" />
        <source>you may play an intrigue card</source>
        <translation>du darfst eine Intrigekarte spielen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="54" />
        <source>draw a quest from the deck</source>
        <translation>ziehe einen Auftrag vom Stapel</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="58" />
        <source>no effect</source>
        <translation>keine Wirkung</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="65" />
        <source>{name}
Action: {action}</source>
        <translation>{name}
Aktion: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="72" />
        <source>{name} (cost {cost} gold)
Action: {action}
Owner gains: {owner}</source>
        <translation>{name} (kostet {cost} Gold)
Aktion: {action}
Besitzer erhält: {owner}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="76" />
        <source>{n} VP</source>
        <translation>{n} SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="77" />
        <source>Purchase and each round start: put {what} here</source>
        <translation>Beim Kauf und zu jedem Rundenbeginn: lege {what} hierher</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="98" />
        <source>+2 VP for each later quest of this type</source>
        <translation>+2 SP für jeden späteren Auftrag dieser Art</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="99" />
        <source>whenever an action gives you a wizard, draw an intrigue card</source>
        <translation>wann immer eine Aktion dir einen Magier gibt, ziehe eine Intrigekarte</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="100" />
        <source>whenever an action gives you gold, take a rogue</source>
        <translation>wann immer eine Aktion dir Gold gibt, nimm einen Schurken</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="101" />
        <source>whenever an action gives you a rogue, take 2 gold</source>
        <translation>wann immer eine Aktion dir einen Schurken gibt, nimm 2 Gold</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="102" />
        <source>whenever an action gives you a fighter, take another</source>
        <translation>wann immer eine Aktion dir einen Kämpfer gibt, nimm einen weiteren</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="103" />
        <source>once per round, assign an agent to a space an opponent holds</source>
        <translation>einmal pro Runde: setze einen Agenten auf ein Feld, das ein Gegner besetzt</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="104" />
        <source>once per round, swap an adventurer for a cleric</source>
        <translation>einmal pro Runde: tausche einen Abenteurer gegen einen Kleriker</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="105" />
        <source>+4 VP whenever you buy a building</source>
        <translation>+4 SP bei jedem Gebäudekauf</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="106" />
        <source>+2 VP whenever you play an intrigue card</source>
        <translation>+2 SP für jede gespielte Intrigekarte</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="107" />
        <source>each round start, take an adventurer of your choice</source>
        <translation>zu jedem Rundenbeginn: nimm einen Abenteurer deiner Wahl</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="108" />
        <source>the Lieutenant joins your agents</source>
        <translation>der Leutnant verstärkt deine Agenten</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="116" />
        <source>{name} (mandatory quest)
Needs: {cost}
Reward: {vp} VP</source>
        <translation>{name} (Pflichtauftrag)
Braucht: {cost}
Belohnung: {vp} SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="120" />
        <source>{name} ({type})
Needs: {cost}
Reward: {reward}</source>
        <translation>{name} ({type})
Braucht: {cost}
Belohnung: {reward}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="124" />
        <source>Plot: {effect}</source>
        <translation>Dauerhaft: {effect}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="131" />
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="132" />
        <source>utility</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="133" />
        <source>mandatory quest</source>
        <translation>Pflichtauftrag</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="136" />
        <source>each opponent returns a {cube}; for each who cannot you gain</source>
        <translation>jeder Gegner gibt einen {cube} ab; für jeden, der es nicht kann, erhältst du</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="137" />
        <source>take an adventurer of your choice from an opponent</source>
        <translation>nimm einem Gegner einen Abenteurer deiner Wahl</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="138" />
        <source>pay gold and use a space holding an opponent's agent</source>
        <translation>zahle Gold und nutze ein Feld mit einem gegnerischen Agenten</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="139" />
        <source>return a Harbor agent, then assign two agents in a row</source>
        <translation>hole einen Hafen-Agenten zurück und setze dann zwei Agenten nacheinander ein</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="140" />
        <source>reveal a quest per player; each keeps one in turn</source>
        <translation>decke je Spieler einen Auftrag auf; reihum behält jeder einen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="141" />
        <source>take adventurers; each opponent takes one too</source>
        <translation>nimm Abenteurer; jeder Gegner nimmt auch einen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="142" />
        <source>choose one of the rewards</source>
        <translation>wähle eine der Belohnungen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="143" />
        <source>discard a quest for VP; opponents may too</source>
        <translation>wirf einen Auftrag für SP ab; Gegner dürfen das auch</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="144" />
        <source>take {cube}s; an opponent of your choice takes some too</source>
        <translation>nimm {cube}; ein Gegner deiner Wahl nimmt auch welche</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="145" />
        <source>discard an unused building of yours; take a hall building free</source>
        <translation>wirf ein unbesetztes eigenes Gebäude ab; nimm ein Gebäude der Halle kostenlos</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="147" />
        <source>take {cube}s; each opponent may give you some for VP</source>
        <translation>nimm {cube}; jeder Gegner darf dir welche für SP geben</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="148" />
        <source>assign an agent to a Builder's Hall building</source>
        <translation>setze einen Agenten auf ein Gebäude der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="149" />
        <source>name a quest type; reveal quests until one of it</source>
        <translation>nenne eine Auftragsart; decke Aufträge auf, bis einer davon erscheint</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="150" />
        <source>an opponent must complete this quest first</source>
        <translation>ein Gegner muss zuerst diesen Auftrag erfüllen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="158" />
        <source>{n} for you</source>
        <translation>{n} für dich</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="160" />
        <source>needs {cost}, gives {vp} VP</source>
        <translation>braucht {cost}, bringt {vp} SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="163" />
        <source>{name} ({kind})
{effect}</source>
        <translation>{name} ({kind})
{effect}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="169" />
        <source>{n} VP per building you control</source>
        <translation>{n} SP je Gebäude, das du besitzt</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="172" />
        <source>4 VP per completed {types} quest</source>
        <translation>4 SP je erfülltem Auftrag der Art {types}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="173" />
        <source>{name}
End of game: {bonus}</source>
        <translation>{name}
Spielende: {bonus}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="181" />
        <source>{who} takes {what}</source>
        <translation>{who} nimmt {what}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="183" />
        <source>{who} returns {what}</source>
        <translation>{who} gibt {what} ab</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="185" />
        <source>{who} scores {n} VP</source>
        <translation>{who} erhält {n} SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="187" />
        <source>{who} assigns an agent to {space}</source>
        <translation>{who} setzt einen Agenten auf {space}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="189" />
        <source>{who} takes the quest {name}</source>
        <translation>{who} nimmt den Auftrag „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="191" />
        <source>{who} completes {name}</source>
        <translation>{who} erfüllt „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="193" />
        <source>{who} plays {name}</source>
        <translation>{who} spielt „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="195" />
        <source>{who} draws an intrigue card</source>
        <translation>{who} zieht eine Intrigekarte</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="197" />
        <source>{who} puts {name} into play</source>
        <translation>{who} bringt „{name}“ ins Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="199" />
        <source>{who} gets the owner benefit of {name}</source>
        <translation>{who} erhält den Besitzerbonus von „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="201" />
        <source>— Round {n} begins —</source>
        <translation>— Runde {n} beginnt —</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="203" />
        <source>— Round {n} ends —</source>
        <translation>— Runde {n} endet —</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="205" />
        <source>Agents at Waterdeep Harbor are reassigned</source>
        <translation>Die Agenten im Hafen von Tiefwasser werden neu eingesetzt</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="207" />
        <source>{who} takes the first-player marker</source>
        <translation>{who} nimmt den Startspielermarker</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="208" />
        <source>{who} replaces the quests at Cliffwatch Inn</source>
        <translation>{who} ersetzt die Aufträge im Klippenwacht-Gasthaus</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="209" />
        <source>{who} uses the action of {name}</source>
        <translation>{who} nutzt die Aktion von „{name}“</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="210" />
        <source>{who} joins an opponent on {name}</source>
        <translation>{who} gesellt sich auf „{name}“ zu einem Gegner</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="211" />
        <source>{who} assigns the Ambassador</source>
        <translation>{who} setzt den Botschafter ein</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="212" />
        <source>{who} takes the Ambassador</source>
        <translation>{who} nimmt den Botschafter</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="213" />
        <source>{who} gains the Lieutenant</source>
        <translation>{who} erhält den Leutnant</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="214" />
        <source>{who}'s agent finds no free space and goes home</source>
        <translation>Der Agent von {who} findet kein freies Feld und geht heim</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="215" />
        <source>{who} must complete the mandatory quest {name}</source>
        <translation>{who} muss den Pflichtauftrag „{name}“ erfüllen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="216" />
        <source>{who} discards the quest {name}</source>
        <translation>{who} wirft den Auftrag „{name}“ ab</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="217" />
        <source>{who} discards the building {name}</source>
        <translation>{who} wirft das Gebäude „{name}“ ab</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="218" />
        <source>{who}'s agent returns from {name}</source>
        <translation>Der Agent von {who} kehrt von „{name}“ zurück</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="219" />
        <source>A deck is reshuffled</source>
        <translation>Ein Stapel wird neu gemischt</translation>
    </message>
</context>
<context>
    <name>controller</name>
    <message>
        <location filename="../desktop/controller.py" line="84" />
        <source>Play on from here needs the casual undo policy.</source>
        <translation>„Von hier weiterspielen“ braucht die lockere Rückgängig-Regel.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="111" />
        <source>That is not a legal choice now.</source>
        <translation>Das ist jetzt keine erlaubte Wahl.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="199" />
        <location filename="../desktop/controller.py" line="235" />
        <source>Pass the laptop first.</source>
        <translation>Gib zuerst den Laptop weiter.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="201" />
        <source>This is not the time to assign an agent.</source>
        <translation>Jetzt wird kein Agent eingesetzt.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="205" />
        <source>Place this agent on a building tile in Builder's Hall.</source>
        <translation>Setze diesen Agenten auf ein Gebäude in der Bauherrenhalle.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="207" />
        <source>That is not an action space.</source>
        <translation>Das ist kein Aktionsfeld.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="209" />
        <source>{space} is already occupied.</source>
        <translation>{space} ist schon besetzt.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="212" />
        <source>Agents cannot be reassigned to Waterdeep Harbor.</source>
        <translation>Agenten können nicht in den Hafen von Tiefwasser versetzt werden.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="213" />
        <source>Waterdeep Harbor needs an intrigue card you can play.</source>
        <translation>Der Hafen von Tiefwasser braucht eine spielbare Intrigekarte.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="215" />
        <source>You cannot afford a building in Builder's Hall.</source>
        <translation>Du kannst dir kein Gebäude in der Bauherrenhalle leisten.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="218" />
        <source>{space} needs {n} gold.</source>
        <translation>{space} braucht {n} Gold.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="220" />
        <source>{space} needs {n} adventurers to return.</source>
        <translation>{space} verlangt {n} Abenteurer zur Abgabe.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="223" />
        <source>You cannot use {space} now.</source>
        <translation>Du kannst {space} jetzt nicht nutzen.</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <location filename="../desktop/crash.py" line="46" />
        <source>Something went wrong inside Meeple Table: {error}

The game is saved after every move; nothing was half-applied. Details are in {path}.</source>
        <translation>In Meeple Table ist etwas schiefgegangen: {error}

Die Partie wird nach jedem Zug gespeichert; nichts wurde halb ausgeführt. Einzelheiten stehen in {path}.</translation>
    </message>
    <message>
        <location filename="../desktop/crash.py" line="51" />
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
</context>
<context>
    <name>hand</name>
    <message>
        <location filename="../desktop/models/hand.py" line="62" />
        <source>Lord: {name}</source>
        <translation>Lord: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/models/hand.py" line="63" />
        <source>Intrigue: {name}</source>
        <translation>Intrige: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/models/hand.py" line="64" />
        <source>Mandatory quest: {name}</source>
        <translation>Pflichtauftrag: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/models/hand.py" line="65" />
        <source>Quest: {name}</source>
        <translation>Auftrag: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/models/hand.py" line="69" />
        <source>[play]</source>
        <translation>[spielen]</translation>
    </message>
    <message>
        <location filename="../desktop/models/hand.py" line="69" />
        <source>[complete]</source>
        <translation>[erfüllen]</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../desktop/widgets/help.py" line="12" />
        <source>Lords of Waterdeep, 8 rounds. On your turn assign one agent to a free action space.</source>
        <translation>Lords of Waterdeep, 8 Runden. In deinem Zug setzt du einen Agenten auf ein freies Aktionsfeld.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="13" />
        <source>Drag a meeple from your pool onto a highlighted space, or click it and then a space, or pick an action from the Actions list and press Enter.</source>
        <translation>Ziehe eine Figur aus deinem Vorrat auf ein markiertes Feld, oder klicke sie und dann ein Feld an, oder wähle eine Aktion in der Aktionsliste und drücke Enter.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="18" />
        <source>After assigning you may complete one quest whose adventurers and gold you have.</source>
        <translation>Danach darfst du einen Auftrag erfüllen, für den du die Abenteurer und das Gold hast.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="19" />
        <source>Waterdeep Harbor lets you play an intrigue card; those agents are reassigned at the end of the round.</source>
        <translation>Im Hafen von Tiefwasser spielst du eine Intrigekarte; diese Agenten werden am Rundenende neu eingesetzt.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="23" />
        <source>At the end: 1 VP per adventurer, 1 VP per 2 gold, and your lord's bonus. Ties go to the most gold.</source>
        <translation>Am Ende: 1 SP je Abenteurer, 1 SP je 2 Gold und der Bonus deines Lords. Bei Gleichstand gewinnt das meiste Gold.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="26" />
        <source>Pass the laptop when the curtain asks; never look at another player's cards.</source>
        <translation>Gib den Laptop weiter, wenn der Vorhang es verlangt; schau nie in die Karten anderer.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="27" />
        <source>Ctrl+Z undoes, Ctrl+Shift+Z redoes; Ctrl+wheel or +/- zooms, Ctrl+0 fits the board.</source>
        <translation>Strg+Z nimmt zurück, Strg+Umschalt+Z wiederholt; Strg+Mausrad oder +/- zoomt, Strg+0 passt das Brett ein.</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <location filename="../desktop/menus.py" line="23" />
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="24" />
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="25" />
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="27" />
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="30" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="31" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="32" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="33" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="34" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="36" />
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="39" />
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="44" />
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="47" />
        <source>Go to the &amp;Actions List</source>
        <translation>Zur &amp;Aktionsliste</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="51" />
        <source>Game &amp;Log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="55" />
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitleiste</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="61" />
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="62" />
        <source>Undo &amp;Policy</source>
        <translation>Rückgängig-&amp;Regel</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="64" />
        <source>&amp;Casual (undo anything)</source>
        <translation>&amp;Locker (alles zurücknehmen)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="66" />
        <source>&amp;Table rules (only your own moves, nothing revealed)</source>
        <translation>&amp;Tischregeln (nur eigene Züge, nichts Aufgedecktes)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="73" />
        <source>&amp;Animate Meeples</source>
        <translation>Figuren &amp;animieren</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="76" />
        <source>&amp;Language (after a restart)</source>
        <translation>&amp;Sprache (nach Neustart)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="79" />
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="85" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="87" />
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="89" />
        <source>&amp;About Meeple Table</source>
        <translation>Ü&amp;ber Meeple Table</translation>
    </message>
</context>
<context>
    <name>players</name>
    <message>
        <location filename="../desktop/models/players.py" line="22" />
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="23" />
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="24" />
        <source>Cleric</source>
        <translation>Kleriker</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="25" />
        <source>Fighter</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="26" />
        <source>Rogue</source>
        <translation>Schurke</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="27" />
        <source>Wizard</source>
        <translation>Magier</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="28" />
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="29" />
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="30" />
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="31" />
        <source>Quests</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="32" />
        <source>Done</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="33" />
        <source>Intrigue</source>
        <translation>Intrige</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="94" />
        <source>Holds the first-player marker</source>
        <translation>Hat den Startspielermarker</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="96" />
        <source>Deciding now</source>
        <translation>Entscheidet gerade</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="114" />
        <source> +L</source>
        <translation> +L</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="115" />
        <source>{n} of {total}</source>
        <translation>{n} von {total}</translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <location filename="../desktop/session.py" line="72" />
        <source>The record is damaged at move {n}; it opened at its last valid move.</source>
        <extracomment>the autosave could not be written (the reason); emitted once per game, not on every move</extracomment>
        <translation>Die Aufzeichnung ist bei Zug {n} beschädigt; sie wurde beim letzten gültigen Zug geöffnet.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="130" />
        <source>Play on from move {n}</source>
        <translation>Von Zug {n} weiterspielen</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="153" />
        <source>Nothing to undo.</source>
        <translation>Nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="158" />
        <source>Table rules: you may only undo your own moves in your own turn.</source>
        <translation>Tischregeln: Du darfst nur eigene Züge in deinem eigenen Zug zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="163" />
        <source>Table rules: that move revealed hidden information.</source>
        <translation>Tischregeln: Dieser Zug hat verdeckte Informationen aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="169" />
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="172" />
        <source>Table rules: only the player who undid a move may redo it.</source>
        <translation>Tischregeln: Nur wer einen Zug zurückgenommen hat, darf ihn wiederholen.</translation>
    </message>
</context>
<context>
    <name>text</name>
    <message>
        <location filename="../desktop/text.py" line="35" />
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="36" />
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="37" />
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="38" />
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="39" />
        <source>Purple</source>
        <translation>Violett</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="40" />
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="41" />
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="49" />
        <source>cleric</source>
        <translation>Kleriker</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="50" />
        <source>fighter</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="51" />
        <source>rogue</source>
        <translation>Schurke</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="52" />
        <source>wizard</source>
        <translation>Magier</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="53" />
        <location filename="../desktop/text.py" line="61" />
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="57" />
        <source>clerics</source>
        <translation>Kleriker</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="58" />
        <source>fighters</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="59" />
        <source>rogues</source>
        <translation>Schurken</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="60" />
        <source>wizards</source>
        <translation>Magier</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="68" />
        <source>{n} {what}</source>
        <translation>{n} {what}</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="73" />
        <source>Arcana</source>
        <translation>Arkanes</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="74" />
        <source>Commerce</source>
        <translation>Handel</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="75" />
        <source>Piety</source>
        <translation>Frömmigkeit</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="76" />
        <source>Skullduggery</source>
        <translation>Gaunerei</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="77" />
        <source>Warfare</source>
        <translation>Kriegsführung</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="84" />
        <source>Aurora's Realms Shop</source>
        <translation>Auroras Reichsladen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="85" />
        <source>Blackstaff Tower</source>
        <translation>Schwarzstabturm</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="86" />
        <source>The Plinth</source>
        <translation>Der Sockel</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="87" />
        <source>The Grinning Lion Tavern</source>
        <translation>Taverne Zum grinsenden Löwen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="88" />
        <source>Field of Triumph</source>
        <translation>Feld des Triumphs</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="89" />
        <source>Castle Waterdeep</source>
        <translation>Burg Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="90" />
        <source>Builder's Hall</source>
        <translation>Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="91" />
        <source>Cliffwatch Inn</source>
        <translation>Klippenwacht-Gasthaus</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="92" />
        <source>Waterdeep Harbor</source>
        <translation>Hafen von Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="106" />
        <source>{building} (space {n})</source>
        <translation>{building} (Feld {n})</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="117" />
        <source>agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="118" />
        <source>Lieutenant</source>
        <translation>Leutnant</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="119" />
        <source>Ambassador</source>
        <translation>Botschafter</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="136" />
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="142" />
        <source>{who}: assign an agent (drag a meeple onto a space)</source>
        <translation>{who}: Setze einen Agenten ein (ziehe eine Figur auf ein Feld)</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="143" />
        <source>{who}: reassign your agent from Waterdeep Harbor</source>
        <translation>{who}: Versetze deinen Agenten aus dem Hafen von Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="144" />
        <source>{who}: assign the Ambassador</source>
        <translation>{who}: Setze den Botschafter ein</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="145" />
        <source>{who}: assign the returned agent now</source>
        <translation>{who}: Setze den zurückgekehrten Agenten jetzt ein</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="146" />
        <source>{who}: assign an extra agent</source>
        <translation>{who}: Setze einen zusätzlichen Agenten ein</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="147" />
        <source>{who}: place an agent on a Builder's Hall tile</source>
        <translation>{who}: Setze einen Agenten auf ein Gebäude der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="152" />
        <source>{who}: choose an occupied space to copy</source>
        <translation>{who}: Wähle ein besetztes Feld zum Kopieren</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="153" />
        <source>{who}: complete a quest or end your turn</source>
        <translation>{who}: Erfülle einen Auftrag oder beende deinen Zug</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="154" />
        <source>{who}: take a quest from Cliffwatch Inn</source>
        <translation>{who}: Nimm einen Auftrag aus dem Klippenwacht-Gasthaus</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="155" />
        <source>{who}: complete that quest now for 4 extra VP?</source>
        <translation>{who}: Diesen Auftrag jetzt für 4 zusätzliche SP erfüllen?</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="156" />
        <source>{who}: choose a building from Builder's Hall</source>
        <translation>{who}: Wähle ein Gebäude aus der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="157" />
        <source>{who}: play an intrigue card</source>
        <translation>{who}: Spiele eine Intrigekarte</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="158" />
        <source>{who}: choose an adventurer</source>
        <translation>{who}: Wähle einen Abenteurer</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="159" />
        <source>{who}: choose an adventurer to take from an opponent</source>
        <translation>{who}: Wähle einen Abenteurer, den du einem Gegner nimmst</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="160" />
        <source>{who}: keep one of the offered quests</source>
        <translation>{who}: Behalte einen der angebotenen Aufträge</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="161" />
        <source>{who}: choose one reward</source>
        <translation>{who}: Wähle eine Belohnung</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="162" />
        <source>{who}: discard a quest for VP?</source>
        <translation>{who}: Einen Auftrag für SP abwerfen?</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="163" />
        <source>{who}: choose an opponent</source>
        <translation>{who}: Wähle einen Gegner</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="164" />
        <source>{who}: accept the offer?</source>
        <translation>{who}: Das Angebot annehmen?</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="165" />
        <source>{who}: name a quest type</source>
        <translation>{who}: Nenne eine Auftragsart</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="166" />
        <source>{who}: choose one of your buildings to discard</source>
        <translation>{who}: Wähle eines deiner Gebäude zum Abwerfen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="167" />
        <source>{who}: choose an agent of yours to return to your pool</source>
        <translation>{who}: Wähle einen deiner Agenten, der in den Vorrat zurückkehrt</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="169" />
        <source>{who}: decide</source>
        <translation>{who}: Entscheide</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="171" />
        <source>{who}: choose an adventurer to return</source>
        <translation>{who}: Wähle einen Abenteurer zur Abgabe</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="173" />
        <source>{who}: swap an adventurer for a cleric?</source>
        <translation>{who}: Einen Abenteurer gegen einen Kleriker tauschen?</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="181" />
        <source>Assign an agent to {space}</source>
        <translation>Agent auf {space} setzen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="182" />
        <source>Assign the {piece} to {space}</source>
        <translation>{piece} auf {space} setzen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="186" />
        <source>Take quest: {name}</source>
        <translation>Auftrag nehmen: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="188" />
        <source>Building: {name}</source>
        <translation>Gebäude: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="190" />
        <source>Play {name}</source>
        <translation>„{name}“ spielen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="192" />
        <source>Choose a {cube}</source>
        <translation>{cube} wählen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="194" />
        <source>Choose {name}</source>
        <translation>{name} wählen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="196" />
        <source>Take a {cube} from {name}</source>
        <translation>{name} einen {cube} nehmen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="200" />
        <source>Choose {space}</source>
        <translation>{space} wählen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="204" />
        <source>Complete {name}</source>
        <translation>„{name}“ erfüllen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="206" />
        <source>Discard {name}</source>
        <translation>„{name}“ abwerfen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="208" />
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="208" />
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="210" />
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="230" />
        <location filename="../desktop/text.py" line="233" />
        <source>{who}: {what}</source>
        <translation>{who}: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="232" />
        <source>{who} plays an intrigue card</source>
        <translation>{who} spielt eine Intrigekarte</translation>
    </message>
</context>
<context>
    <name>timeline</name>
    <message>
        <location filename="../desktop/timeline/model.py" line="84" />
        <source>Round {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/model.py" line="90" />
        <source>{n}. {text}</source>
        <translation>{n}. {text}</translation>
    </message>
</context>
</TS>