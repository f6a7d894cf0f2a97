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
        <location filename="../desktop/window.py" line="80" />
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
        <location filename="../desktop/window.py" line="174" />
        <source>The language changes when Meeple Table starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Meeple Table.</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="215" />
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="274" />
        <source>Private cards are hidden.</source>
        <translation>Private Karten sind verdeckt.</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="277" />
        <source>{name}'s lord, intrigue cards and quests</source>
        <translation>Lord, Intrigekarten und Aufträge von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="305" />
        <source>Viewing move {k} of {n} (read-only): Return to now in the Timeline</source>
        <translation>Ansicht von Zug {k} von {n} (nur lesen): „Zurück zu jetzt“ in der Zeitleiste</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="310" />
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="313" />
        <source>Round {n} — {prompt}</source>
        <translation>Runde {n} — {prompt}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="326" />
        <source>It is {name}'s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="328" />
        <source>{name} has a choice to make on another player's turn.</source>
        <translation>{name} muss im Zug eines anderen Spielers etwas entscheiden.</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="339" />
        <location filename="../desktop/window.py" line="348" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="340" />
        <location filename="../desktop/window.py" line="349" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="348" />
        <source>&amp;Undo {what}</source>
        <translation>&amp;Rückgängig: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="349" />
        <source>&amp;Redo {what}</source>
        <translation>&amp;Wiederholen: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="397" />
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="397" />
        <location filename="../desktop/window.py" line="407" />
        <source>Records (*.json)</source>
        <translation>Spielaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="402" />
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="407" />
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="412" />
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="417" />
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="422" />
        <source>About Meeple Table</source>
        <translation>Über Meeple Table</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="423" />
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
        <location filename="../desktop/board/scene.py" line="63" />
        <source>Waterdeep</source>
        <extracomment>controller hooks: drop(piece, target) -&gt; refusal reason ('' = played); click(target)</extracomment>
        <translation>Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="74" />
        <source>Take a face-up quest, and:</source>
        <translation>Nimm einen offenen Auftrag, und:</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="80" />
        <source>+2 gold</source>
        <translation>+2 Gold</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="81" />
        <source>+1 intrigue</source>
        <translation>+1 Intrige</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="82" />
        <source>new quests first</source>
        <translation>erst neue Aufträge</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="88" />
        <source>Buildings in play</source>
        <translation>Gebäude im Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="130" />
        <source>{name}'s pool of agents</source>
        <translation>Agentenvorrat von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="172" />
        <source>Needs: {cost}</source>
        <translation>Braucht: {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="178" />
        <source>Cost {n} gold</source>
        <translation>Kostet {n} Gold</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="188" />
        <source>On the tile: {what}</source>
        <translation>Auf dem Plättchen: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="251" />
        <source>The Ambassador</source>
        <translation>Der Botschafter</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="254" />
        <source>{name}'s Lieutenant</source>
        <translation>Leutnant von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="255" />
        <source>{name}'s agent</source>
        <translation>Agent von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="356" />
        <source>Now click a highlighted space (Escape cancels).</source>
        <translation>Klicke jetzt auf ein markiertes Feld (Esc bricht ab).</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="362" />
        <source>Drop the meeple on a highlighted space.</source>
        <translation>Lege die Figur auf ein markiertes Feld.</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="386" />
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
    <name>cardtext</name>
    <message>
        <location filename="../desktop/cardtext.py" line="17" />
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="23" />
        <source>pay {n} gold</source>
        <translation>zahle {n} Gold</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="25" />
        <source>return {n} adventurers of your choice</source>
        <translation>gib {n} Abenteurer deiner Wahl ab</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="27" />
        <source>take {what}</source>
        <translation>nimm {what}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="29" />
        <source>score {n} VP</source>
        <translation>erhalte {n} SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="31" />
        <source>draw {n} intrigue card(s)</source>
        <translation>ziehe {n} Intrigekarte(n)</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="34" />
        <source>take {n} of {kinds}</source>
        <translation>nimm {n} aus {kinds}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="36" />
        <source>take {n} face-up quest(s) from Cliffwatch Inn</source>
        <translation>nimm {n} offene(n) Auftrag/Aufträge aus dem Klippenwacht-Gasthaus</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="38" />
        <source>take the first-player marker</source>
        <translation>nimm den Startspielermarker</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="39" />
        <source>buy a building from Builder's Hall</source>
        <translation>kaufe ein Gebäude in der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="40" />
        <source>first replace all face-up quests</source>
        <translation>ersetze zuerst alle offenen Aufträge</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="41" />
        <source>play an intrigue card; reassigned at the end of the round</source>
        <translation>spiele eine Intrigekarte; wird am Rundenende neu eingesetzt</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="42" />
        <source>take everything on this tile</source>
        <translation>nimm alles auf diesem Plättchen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="43" />
        <source>take the Ambassador (assign it first next round)</source>
        <translation>nimm den Botschafter (wird nächste Runde zuerst eingesetzt)</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="44" />
        <source>take 1 gold per building in play</source>
        <translation>nimm 1 Gold je Gebäude im Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="45" />
        <source>use a space holding an opponent's agent</source>
        <translation>nutze ein Feld mit einem gegnerischen Agenten</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="46" />
        <source>take a face-up quest; may complete it now for 4 VP</source>
        <translation>nimm einen offenen Auftrag; erfülle ihn sofort für 4 SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="47" />
        <location filename="../desktop/cardtext.py" line="145" />
        <source>return one of your agents to your pool</source>
        <translation>hole einen deiner Agenten in deinen Vorrat zurück</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="48" />
        <source>put a Builder's Hall building into play for free</source>
        <translation>bringe ein Gebäude der Bauherrenhalle kostenlos ins Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="49" />
        <source>put the top building of the stack into play</source>
        <translation>bringe das oberste Gebäude des Stapels ins Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="50" />
        <source>an opponent of your choice takes gold</source>
        <translation>ein Gegner deiner Wahl erhält Gold</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="51" />
        <source>score VP per building you control</source>
        <translation>erhalte SP je Gebäude, das du besitzt</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="52" />
        <source>you may play an intrigue card</source>
        <translation>du darfst eine Intrigekarte spielen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="53" />
        <source>draw a quest from the deck</source>
        <translation>ziehe einen Auftrag vom Stapel</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="57" />
        <source>no effect</source>
        <translation>keine Wirkung</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="64" />
        <source>{name}
Action: {action}</source>
        <translation>{name}
Aktion: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="71" />
        <source>{name} (cost {cost} gold)
Action: {action}
Owner gains: {owner}</source>
        <translation>{name} (kostet {cost} Gold)
Aktion: {action}
Besitzer erhält: {owner}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="75" />
        <source>{n} VP</source>
        <translation>{n} SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="76" />
        <source>Purchase and each round start: put {what} here</source>
        <translation>Beim Kauf und zu jedem Rundenbeginn: lege {what} hierher</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="97" />
        <source>+2 VP for each later quest of this type</source>
        <translation>+2 SP für jeden späteren Auftrag dieser Art</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="98" />
        <source>whenever an action gives you a wizard, draw an intrigue card</source>
        <translation>wann immer eine Aktion dir einen Magier gibt, ziehe eine Intrigekarte</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="99" />
        <source>whenever an action gives you gold, take a rogue</source>
        <translation>wann immer eine Aktion dir Gold gibt, nimm einen Schurken</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="100" />
        <source>whenever an action gives you a rogue, take 2 gold</source>
        <translation>wann immer eine Aktion dir einen Schurken gibt, nimm 2 Gold</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="101" />
        <source>whenever an action gives you a fighter, take another</source>
        <translation>wann immer eine Aktion dir einen Kämpfer gibt, nimm einen weiteren</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="102" />
        <source>once per round, assign an agent to a space an opponent holds</source>
        <translation>einmal pro Runde: setze einen Agenten auf ein Feld, das ein Gegner besetzt</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="103" />
        <source>once per round, swap an adventurer for a cleric</source>
        <translation>einmal pro Runde: tausche einen Abenteurer gegen einen Kleriker</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="104" />
        <source>+4 VP whenever you buy a building</source>
        <translation>+4 SP bei jedem Gebäudekauf</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="105" />
        <source>+2 VP whenever you play an intrigue card</source>
        <translation>+2 SP für jede gespielte Intrigekarte</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="106" />
        <source>each round start, take an adventurer of your choice</source>
        <translation>zu jedem Rundenbeginn: nimm einen Abenteurer deiner Wahl</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="107" />
        <source>the Lieutenant joins your agents</source>
        <translation>der Leutnant verstärkt deine Agenten</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="115" />
        <source>{name} (mandatory quest)
Needs: {cost}
Reward: {vp} VP</source>
        <translation>{name} (Pflichtauftrag)
Braucht: {cost}
Belohnung: {vp} SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="119" />
        <source>{name} ({type})
Needs: {cost}
Reward: {reward}</source>
        <translation>{name} ({type})
Braucht: {cost}
Belohnung: {reward}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="123" />
        <source>Plot: {effect}</source>
        <translation>Dauerhaft: {effect}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="130" />
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="131" />
        <source>utility</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="132" />
        <source>mandatory quest</source>
        <translation>Pflichtauftrag</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="135" />
        <source>each opponent returns a {cube}; for each who cannot you gain</source>
        <translation>jeder Gegner gibt einen {cube} ab; für jeden, der es nicht kann, erhältst du</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="136" />
        <source>take an adventurer of your choice from an opponent</source>
        <translation>nimm einem Gegner einen Abenteurer deiner Wahl</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="137" />
        <source>pay gold and use a space holding an opponent's agent</source>
        <translation>zahle Gold und nutze ein Feld mit einem gegnerischen Agenten</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="138" />
        <source>return a Harbor agent, then assign two agents in a row</source>
        <translation>hole einen Hafen-Agenten zurück und setze dann zwei Agenten nacheinander ein</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="139" />
        <source>reveal a quest per player; each keeps one in turn</source>
        <translation>decke je Spieler einen Auftrag auf; reihum behält jeder einen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="140" />
        <source>take adventurers; each opponent takes one too</source>
        <translation>nimm Abenteurer; jeder Gegner nimmt auch einen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="141" />
        <source>choose one of the rewards</source>
        <translation>wähle eine der Belohnungen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="142" />
        <source>discard a quest for VP; opponents may too</source>
        <translation>wirf einen Auftrag für SP ab; Gegner dürfen das auch</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="143" />
        <source>take {cube}s; an opponent of your choice takes some too</source>
        <translation>nimm {cube}; ein Gegner deiner Wahl nimmt auch welche</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="144" />
        <source>discard an unused building of yours; take a hall building free</source>
        <translation>wirf ein unbesetztes eigenes Gebäude ab; nimm ein Gebäude der Halle kostenlos</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="146" />
        <source>take {cube}s; each opponent may give you some for VP</source>
        <translation>nimm {cube}; jeder Gegner darf dir welche für SP geben</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="147" />
        <source>assign an agent to a Builder's Hall building</source>
        <translation>setze einen Agenten auf ein Gebäude der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="148" />
        <source>name a quest type; reveal quests until one of it</source>
        <translation>nenne eine Auftragsart; decke Aufträge auf, bis einer davon erscheint</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="149" />
        <source>an opponent must complete this quest first</source>
        <translation>ein Gegner muss zuerst diesen Auftrag erfüllen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="157" />
        <source>{n} for you</source>
        <translation>{n} für dich</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="159" />
        <source>needs {cost}, gives {vp} VP</source>
        <translation>braucht {cost}, bringt {vp} SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="162" />
        <source>{name} ({kind})
{effect}</source>
        <translation>{name} ({kind})
{effect}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="168" />
        <source>{n} VP per building you control</source>
        <translation>{n} SP je Gebäude, das du besitzt</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="171" />
        <source>4 VP per completed {types} quest</source>
        <translation>4 SP je erfülltem Auftrag der Art {types}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="172" />
        <source>{name}
End of game: {bonus}</source>
        <translation>{name}
Spielende: {bonus}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="180" />
        <source>{who} takes {what}</source>
        <translation>{who} nimmt {what}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="182" />
        <source>{who} returns {what}</source>
        <translation>{who} gibt {what} ab</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="184" />
        <source>{who} scores {n} VP</source>
        <translation>{who} erhält {n} SP</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="186" />
        <source>{who} assigns an agent to {space}</source>
        <translation>{who} setzt einen Agenten auf {space}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="188" />
        <source>{who} takes the quest {name}</source>
        <translation>{who} nimmt den Auftrag {name}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="190" />
        <source>{who} completes {name}</source>
        <translation>{who} erfüllt {name}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="192" />
        <source>{who} plays {name}</source>
        <translation>{who} spielt {name}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="194" />
        <source>{who} draws an intrigue card</source>
        <translation>{who} zieht eine Intrigekarte</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="196" />
        <source>{who} puts {name} into play</source>
        <translation>{who} bringt {name} ins Spiel</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="198" />
        <source>{who} gets the owner benefit of {name}</source>
        <translation>{who} erhält den Besitzerbonus von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="200" />
        <source>— Round {n} begins —</source>
        <translation>— Runde {n} beginnt —</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="202" />
        <source>— Round {n} ends —</source>
        <translation>— Runde {n} endet —</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="204" />
        <source>Agents at Waterdeep Harbor are reassigned</source>
        <translation>Die Agenten im Hafen von Tiefwasser werden neu eingesetzt</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="206" />
        <source>{who} takes the first-player marker</source>
        <translation>{who} nimmt den Startspielermarker</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="207" />
        <source>{who} replaces the quests at Cliffwatch Inn</source>
        <translation>{who} ersetzt die Aufträge im Klippenwacht-Gasthaus</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="208" />
        <source>{who} uses the action of {name}</source>
        <translation>{who} nutzt die Aktion von {name}</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="209" />
        <source>{who} joins an opponent on {name}</source>
        <translation>{who} gesellt sich auf {name} zu einem Gegner</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="210" />
        <source>{who} assigns the Ambassador</source>
        <translation>{who} setzt den Botschafter ein</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="211" />
        <source>{who} takes the Ambassador</source>
        <translation>{who} nimmt den Botschafter</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="212" />
        <source>{who} gains the Lieutenant</source>
        <translation>{who} erhält den Leutnant</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="213" />
        <source>{who}'s agent finds no free space and goes home</source>
        <translation>Der Agent von {who} findet kein freies Feld und geht heim</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="214" />
        <source>{who} must complete the mandatory quest {name}</source>
        <translation>{who} muss den Pflichtauftrag {name} erfüllen</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="215" />
        <source>{who} discards the quest {name}</source>
        <translation>{who} wirft den Auftrag {name} ab</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="216" />
        <source>{who} discards the building {name}</source>
        <translation>{who} wirft das Gebäude {name} ab</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="217" />
        <source>{who}'s agent returns from {name}</source>
        <translation>Der Agent von {who} kehrt von {name} zurück</translation>
    </message>
    <message>
        <location filename="../desktop/cardtext.py" line="218" />
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
        <location filename="../desktop/session.py" line="67" />
        <source>The record is damaged at move {n}; it opened at its last valid move.</source>
        <translation>Die Aufzeichnung ist bei Zug {n} beschädigt; sie wurde beim letzten gültigen Zug geöffnet.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="125" />
        <source>Play on from move {n}</source>
        <translation>Von Zug {n} weiterspielen</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="148" />
        <source>Nothing to undo.</source>
        <translation>Nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="153" />
        <source>Table rules: you may only undo your own moves in your own turn.</source>
        <translation>Tischregeln: Du darfst nur eigene Züge in deinem eigenen Zug zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="158" />
        <source>Table rules: that move revealed hidden information.</source>
        <translation>Tischregeln: Dieser Zug hat verdeckte Informationen aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="164" />
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="167" />
        <source>Table rules: only the player who undid a move may redo it.</source>
        <translation>Tischregeln: Nur wer einen Zug zurückgenommen hat, darf ihn wiederholen.</translation>
    </message>
</context>
<context>
    <name>text</name>
    <message>
        <location filename="../desktop/text.py" line="34" />
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="35" />
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="36" />
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="37" />
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="38" />
        <source>Purple</source>
        <translation>Violett</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="39" />
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="40" />
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="48" />
        <source>cleric</source>
        <translation>Kleriker</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="49" />
        <source>fighter</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="50" />
        <source>rogue</source>
        <translation>Schurke</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="51" />
        <source>wizard</source>
        <translation>Magier</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="52" />
        <location filename="../desktop/text.py" line="60" />
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="56" />
        <source>clerics</source>
        <translation>Kleriker</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="57" />
        <source>fighters</source>
        <translation>Kämpfer</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="58" />
        <source>rogues</source>
        <translation>Schurken</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="59" />
        <source>wizards</source>
        <translation>Magier</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="67" />
        <source>{n} {what}</source>
        <translation>{n} {what}</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="72" />
        <source>Arcana</source>
        <translation>Arkanes</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="73" />
        <source>Commerce</source>
        <translation>Handel</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="74" />
        <source>Piety</source>
        <translation>Frömmigkeit</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="75" />
        <source>Skullduggery</source>
        <translation>Gaunerei</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="76" />
        <source>Warfare</source>
        <translation>Kriegsführung</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="83" />
        <source>Aurora's Realms Shop</source>
        <translation>Auroras Reichsladen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="84" />
        <source>Blackstaff Tower</source>
        <translation>Schwarzstabturm</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="85" />
        <source>The Plinth</source>
        <translation>Der Sockel</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="86" />
        <source>The Grinning Lion Tavern</source>
        <translation>Taverne Zum grinsenden Löwen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="87" />
        <source>Field of Triumph</source>
        <translation>Feld des Triumphs</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="88" />
        <source>Castle Waterdeep</source>
        <translation>Burg Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="89" />
        <source>Builder's Hall</source>
        <translation>Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="90" />
        <source>Cliffwatch Inn</source>
        <translation>Klippenwacht-Gasthaus</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="91" />
        <source>Waterdeep Harbor</source>
        <translation>Hafen von Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="105" />
        <source>{building} (space {n})</source>
        <translation>{building} (Feld {n})</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="121" />
        <source>agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="122" />
        <source>Lieutenant</source>
        <translation>Leutnant</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="123" />
        <source>Ambassador</source>
        <translation>Botschafter</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="140" />
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="146" />
        <source>{who}: assign an agent (drag a meeple onto a space)</source>
        <translation>{who}: Setze einen Agenten ein (ziehe eine Figur auf ein Feld)</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="147" />
        <source>{who}: reassign your agent from Waterdeep Harbor</source>
        <translation>{who}: Versetze deinen Agenten aus dem Hafen von Tiefwasser</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="148" />
        <source>{who}: assign the Ambassador</source>
        <translation>{who}: Setze den Botschafter ein</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="149" />
        <source>{who}: assign the returned agent now</source>
        <translation>{who}: Setze den zurückgekehrten Agenten jetzt ein</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="150" />
        <source>{who}: assign an extra agent</source>
        <translation>{who}: Setze einen zusätzlichen Agenten ein</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="151" />
        <source>{who}: place an agent on a Builder's Hall tile</source>
        <translation>{who}: Setze einen Agenten auf ein Gebäude der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="156" />
        <source>{who}: choose an occupied space to copy</source>
        <translation>{who}: Wähle ein besetztes Feld zum Kopieren</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="157" />
        <source>{who}: complete a quest or end your turn</source>
        <translation>{who}: Erfülle einen Auftrag oder beende deinen Zug</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="158" />
        <source>{who}: take a quest from Cliffwatch Inn</source>
        <translation>{who}: Nimm einen Auftrag aus dem Klippenwacht-Gasthaus</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="159" />
        <source>{who}: complete that quest now for 4 extra VP?</source>
        <translation>{who}: Diesen Auftrag jetzt für 4 zusätzliche SP erfüllen?</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="160" />
        <source>{who}: choose a building from Builder's Hall</source>
        <translation>{who}: Wähle ein Gebäude aus der Bauherrenhalle</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="161" />
        <source>{who}: play an intrigue card</source>
        <translation>{who}: Spiele eine Intrigekarte</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="162" />
        <source>{who}: choose an adventurer</source>
        <translation>{who}: Wähle einen Abenteurer</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="163" />
        <source>{who}: choose an adventurer to take from an opponent</source>
        <translation>{who}: Wähle einen Abenteurer, den du einem Gegner nimmst</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="164" />
        <source>{who}: keep one of the offered quests</source>
        <translation>{who}: Behalte einen der angebotenen Aufträge</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="165" />
        <source>{who}: choose one reward</source>
        <translation>{who}: Wähle eine Belohnung</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="166" />
        <source>{who}: discard a quest for VP?</source>
        <translation>{who}: Einen Auftrag für SP abwerfen?</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="167" />
        <source>{who}: choose an opponent</source>
        <translation>{who}: Wähle einen Gegner</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="168" />
        <source>{who}: accept the offer?</source>
        <translation>{who}: Das Angebot annehmen?</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="169" />
        <source>{who}: name a quest type</source>
        <translation>{who}: Nenne eine Auftragsart</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="170" />
        <source>{who}: choose one of your buildings to discard</source>
        <translation>{who}: Wähle eines deiner Gebäude zum Abwerfen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="171" />
        <source>{who}: choose an agent of yours to return to your pool</source>
        <translation>{who}: Wähle einen deiner Agenten, der in den Vorrat zurückkehrt</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="173" />
        <source>{who}: decide</source>
        <translation>{who}: Entscheide</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="175" />
        <source>{who}: choose an adventurer to return</source>
        <translation>{who}: Wähle einen Abenteurer zur Abgabe</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="177" />
        <source>{who}: swap an adventurer for a cleric?</source>
        <translation>{who}: Einen Abenteurer gegen einen Kleriker tauschen?</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="185" />
        <source>Assign an agent to {space}</source>
        <translation>Agent auf {space} setzen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="186" />
        <source>Assign the {piece} to {space}</source>
        <translation>{piece} auf {space} setzen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="190" />
        <source>Take quest: {name}</source>
        <translation>Auftrag nehmen: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="192" />
        <source>Building: {name}</source>
        <translation>Gebäude: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="194" />
        <source>Play {name}</source>
        <translation>{name} spielen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="196" />
        <source>Choose a {cube}</source>
        <translation>{cube} wählen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="198" />
        <source>Choose {name}</source>
        <translation>{name} wählen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="200" />
        <source>Take a {cube} from {name}</source>
        <translation>{name} einen {cube} nehmen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="204" />
        <source>Choose {space}</source>
        <translation>{space} wählen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="208" />
        <source>Complete {name}</source>
        <translation>{name} erfüllen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="210" />
        <source>Discard {name}</source>
        <translation>{name} abwerfen</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="212" />
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="212" />
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="214" />
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="234" />
        <location filename="../desktop/text.py" line="237" />
        <source>{who}: {what}</source>
        <translation>{who}: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="236" />
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