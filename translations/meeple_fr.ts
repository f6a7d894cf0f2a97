<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ChoicePanel</name>
    <message>
        <location filename="../desktop/widgets/choices.py" line="45"/>
        <source>Legal actions</source>
        <translation>Actions possibles</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/choices.py" line="46"/>
        <source>Do it</source>
        <translation>Valider</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../desktop/widgets/curtain.py" line="65"/>
        <source>Pass the laptop to {name}</source>
        <translation>Passe le portable à {name}</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/curtain.py" line="76"/>
        <source>{name}, click when ready</source>
        <translation>{name}, clique dès que tu veux commencer</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/tables/base.py" line="152"/>
        <source>Round {n} — {prompt}</source>
        <translation>Manche {n} — {prompt}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/base.py" line="183"/>
        <source>{name} has a choice to make on another player&apos;s turn.</source>
        <translation>{name} doit faire un choix pendant le tour d’un autre joueur.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/base.py" line="184"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>C’est au tour de {name}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="133"/>
        <source>{name}&apos;s lord, intrigue cards and quests</source>
        <translation>Seigneur, cartes Intrigue et quêtes de {name}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="48"/>
        <location filename="../desktop/window.py" line="174"/>
        <source>Meeple Table</source>
        <translation>Meeple Table</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="225"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="225"/>
        <source>This game cannot start: {reason}</source>
        <translation>Cette partie ne peut pas commencer&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="258"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="62"/>
        <source>This game cannot be saved automatically: {reason}.

You can play on, but Continue cannot bring it back while saving fails. Use Game → Save As… to keep it in another folder.</source>
        <translation>Cette partie ne peut pas être enregistrée automatiquement&#xa0;: {reason}.

Tu peux continuer à jouer, mais «&#xa0;Continuer&#xa0;» ne pourra pas la reprendre tant que l’enregistrement échoue. Utilise Partie → Enregistrer sous… pour la conserver dans un autre dossier.</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="67"/>
        <source>Autosave failed</source>
        <translation>Échec de l’enregistrement automatique</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="416"/>
        <source>Private cards are hidden.</source>
        <translation>Les cartes privées sont cachées.</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="396"/>
        <source>Looking back at move {k}: nothing can be played here. Use Return to now in the Timeline.</source>
        <translation>Retour sur le coup {k}&#xa0;: rien ne peut être joué ici. Utilise «&#xa0;Retour au présent&#xa0;» dans la chronologie.</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="366"/>
        <source>Your turn is over. This turn:</source>
        <translation>Ton tour est terminé. Pendant ce tour&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="402"/>
        <source>(nothing else happened)</source>
        <translation>(rien d’autre ne s’est passé)</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="386"/>
        <source>Viewing move {k} of {n} (read-only): Return to now in the Timeline</source>
        <translation>Affichage du coup {k}&#xa0;sur {n} (lecture seule)&#xa0;: «&#xa0;Retour au présent&#xa0;» dans la chronologie</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="389"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="365"/>
        <source>{name}, your turn is over: press Done to pass the laptop</source>
        <translation>{name}, ton tour est terminé&#xa0;: appuie sur Terminé pour passer le portable</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="353"/>
        <source>{name}, you have answered: press Done to hand the laptop back to {player}</source>
        <translation>{name}, tu as répondu&#xa0;: appuie sur Terminé pour rendre le portable à {player}</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="355"/>
        <source>{name}, you have answered: press Done to pass the laptop</source>
        <translation>{name}, tu as répondu&#xa0;: appuie sur Terminé pour passer le portable</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="356"/>
        <source>Your answer on {player}&apos;s turn:</source>
        <translation>Ta réponse pendant le tour de {player}&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="359"/>
        <source>{name}, {player} has a choice to make on your turn: press Done to pass the laptop</source>
        <translation>{name}, {player} doit faire un choix pendant ton tour&#xa0;: appuie sur Terminé pour passer le portable</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="362"/>
        <source>{player} answers now, on your turn. So far this turn:</source>
        <translation>{player} répond maintenant, pendant ton tour. Jusqu’ici pendant ce tour&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="283"/>
        <source>{name} (computer) is paused: press P to let it play.</source>
        <translation>{name} (ordinateur) est en pause&#xa0;: appuie sur P pour le laisser jouer.</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="284"/>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (ordinateur) réfléchit…</translation>
    </message>
    <message>
        <location filename="../desktop/winchances.py" line="73"/>
        <source>The analysis stopped on an error ({error}).</source>
        <translation>L’analyse s’est arrêtée sur une erreur ({error}).</translation>
    </message>
    <message>
        <location filename="../desktop/winchances.py" line="93"/>
        <source>{k}. {move}</source>
        <translation>{k}. {move}</translation>
    </message>
    <message>
        <location filename="../desktop/winchances.py" line="97"/>
        <source>Win chances: the moves that changed them most are marked ({moves}).</source>
        <translation>Chances de victoire&#xa0;: les coups qui les ont le plus changées sont marqués ({moves}).</translation>
    </message>
    <message>
        <location filename="../desktop/gestures.py" line="128"/>
        <source>No hint now: there is nothing for you to choose.</source>
        <translation>Pas de conseil pour l’instant&#xa0;: tu n’as rien à choisir.</translation>
    </message>
    <message>
        <location filename="../desktop/gestures.py" line="130"/>
        <source>Thinking of a hint…</source>
        <translation>Recherche d’un conseil…</translation>
    </message>
    <message>
        <location filename="../desktop/window.py" line="370"/>
        <source>Hint: {move}</source>
        <translation>Conseil&#xa0;: {move}</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="72"/>
        <source>A computer player could not choose a move ({error}). The computers are paused.</source>
        <translation>Un joueur ordinateur n’a pas pu choisir de coup ({error}). Les ordinateurs sont en pause.</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="73"/>
        <source>Computer player</source>
        <translation>Joueur ordinateur</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="275"/>
        <location filename="../desktop/presenter.py" line="306"/>
        <source>&amp;Undo</source>
        <extracomment>whose turn the decision is on (`Decision.on_turn_of`; the decider when not known) what the banner&apos;s button does: nothing (hidden), end the review, or reopen the final scores what the others did since the person at the screen last decided (until their first action) the status bar&apos;s last refusal stays while this stays the same (same state, same hand-off)</extracomment>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="276"/>
        <location filename="../desktop/presenter.py" line="311"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="304"/>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Annuler&#xa0;: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/presenter.py" line="309"/>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Rétablir&#xa0;: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="28"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="28"/>
        <location filename="../desktop/dialogs.py" line="43"/>
        <location filename="../desktop/library/transfer.py" line="36"/>
        <location filename="../desktop/library/transfer.py" line="55"/>
        <source>Records (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="35"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="43"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="50"/>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="105"/>
        <source>About Meeple Table</source>
        <translation>À propos de Meeple Table</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="106"/>
        <source>Meeple Table {version}</source>
        <translation>Meeple Table {version}</translation>
    </message>
    <message>
        <location filename="../desktop/dialogs.py" line="108"/>
        <source>Pass-and-play board games on one laptop. Unofficial fan work: names and art are our own.</source>
        <translation>Des jeux de plateau à se passer de main en main sur un seul portable. Projet de fan non officiel&#xa0;: les noms et les illustrations sont les nôtres.</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="92"/>
        <location filename="../desktop/docks.py" line="93"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="60"/>
        <location filename="../desktop/docks.py" line="95"/>
        <source>Your cards</source>
        <translation>Tes cartes</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="96"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="94"/>
        <location filename="../desktop/docks.py" line="97"/>
        <source>Game log</source>
        <translation>Journal de partie</translation>
    </message>
    <message>
        <location filename="../desktop/docks.py" line="98"/>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <location filename="../desktop/gestures.py" line="77"/>
        <source>That card is not a choice now ({decision}).</source>
        <translation>Cette carte n’est pas un choix maintenant ({decision}).</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../desktop/widgets/help.py" line="89"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="97"/>
        <source>At this table</source>
        <translation>À cette table</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="138"/>
        <source>Lord</source>
        <translation>Seigneur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="143"/>
        <source>Quests (VP in play)</source>
        <translation>Quêtes (PV en jeu)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="144"/>
        <source>Buildings and other VP in play</source>
        <translation>Bâtiments et autres PV en jeu</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="145"/>
        <source>Adventurers</source>
        <translation>Aventuriers</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="146"/>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="147"/>
        <source>Lord bonus</source>
        <translation>Bonus du seigneur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="153"/>
        <source>most gold</source>
        <translation>le plus d’or</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="157"/>
        <source>Gold (tie-break)</source>
        <translation>Or (départage)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="79"/>
        <source>Final scores</source>
        <extracomment>a column title wraps onto at most this many lines before its column widens (5 players fit 1280 px)</extracomment>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="84"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="85"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="111"/>
        <source>Shared victory: {names} (tied on points and on every tie-break)</source>
        <translation>Victoire partagée&#xa0;: {names} (à égalité de points et sur chaque critère de départage)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="113"/>
        <source>{names} wins on the tie-break ({what})</source>
        <translation>{names} l’emporte au départage ({what})</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/score.py" line="117"/>
        <source>{names} wins!</source>
        <translation>{names} l’emporte&#xa0;!</translation>
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
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="194"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="194"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="195"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="196"/>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="197"/>
        <source>Undo</source>
        <translation>Annulation</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="198"/>
        <source>Seed (optional)</source>
        <translation>Graine (facultative)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="203"/>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="203"/>
        <source>Computer: easy</source>
        <translation>Ordinateur&#xa0;: facile</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="203"/>
        <source>Computer: medium</source>
        <translation>Ordinateur&#xa0;: moyen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="203"/>
        <source>Computer: hard</source>
        <translation>Ordinateur&#xa0;: difficile</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="205"/>
        <source>Player {n} name</source>
        <translation>Nom du joueur {n}</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="206"/>
        <source>Player {n} colour</source>
        <translation>Couleur du joueur {n}</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="207"/>
        <source>Player {n} is played by</source>
        <translation>Joueur {n} contrôlé par</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="212"/>
        <source>Casual</source>
        <translation>Libre</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="213"/>
        <source>Table rules</source>
        <translation>Règles de table</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="215"/>
        <source>Undo anything, at any time.</source>
        <translation>Tout peut être annulé, à tout moment.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="216"/>
        <source>Undo only your own moves during your own turn, never past a card draw; Done commits your turn.</source>
        <translation>Annule seulement tes propres coups pendant ton tour, jamais au-delà d’une carte piochée&#xa0;; «&#xa0;Terminé&#xa0;» valide ton tour.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="221"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="222"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="223"/>
        <source>Start game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="224"/>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="242"/>
        <source>Continue the last game</source>
        <translation>Continuer la dernière partie</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="276"/>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="278"/>
        <source>Two players have the same name.</source>
        <translation>Deux joueurs ont le même nom.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="280"/>
        <source>A name cannot hold control characters.</source>
        <translation>Un nom ne peut pas contenir de caractères de contrôle.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="283"/>
        <source>Each player needs a different colour.</source>
        <translation>Chaque joueur doit avoir une couleur différente.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/start.py" line="291"/>
        <source>The seed must be a whole number from 0 to {max}, or empty for a random game.</source>
        <translation>La graine doit être un nombre entier de 0&#xa0;à {max}, ou rester vide pour une partie aléatoire.</translation>
    </message>
</context>
<context>
    <name>TimelineView</name>
    <message>
        <location filename="../desktop/timeline/dock.py" line="151"/>
        <source>Moves by round</source>
        <extracomment>what tells one history from another: states, last state, last move (by identity), table, colours the slider never narrower than this, whatever the row&apos;s other widgets want (the label gives way) chart_choice&apos;s items: the score chart, the win-chance chart the move list&apos;s share of the width the list and the charts have (the usual move texts whole at 1920)</extracomment>
        <translation>Coups par manche</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="152"/>
        <source>Enter shows the board after that move (read-only).</source>
        <translation>Entrée affiche le plateau après ce coup (lecture seule).</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="169"/>
        <source>First move</source>
        <translation>Premier coup</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="170"/>
        <source>One move back</source>
        <translation>Un coup en arrière</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="171"/>
        <source>One move forward</source>
        <translation>Un coup en avant</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="172"/>
        <source>Now</source>
        <translation>Présent</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="176"/>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="177"/>
        <source>Return to now</source>
        <translation>Retour au présent</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="178"/>
        <source>Play on from here</source>
        <translation>Reprendre la partie d’ici</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="179"/>
        <source>Analyse win chances</source>
        <translation>Analyser les chances de victoire</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="181"/>
        <source>After the game: each player&apos;s chance to win at every move, and the moves that changed it most</source>
        <translation>Après la partie&#xa0;: les chances de victoire de chaque joueur à chaque coup, et les coups qui les ont le plus changées</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="183"/>
        <source>Analysing: %p%</source>
        <translation>Analyse&#xa0;: %p&#xa0;%</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="188"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="344"/>
        <source>Viewing move {k} of {n} (read-only)</source>
        <translation>Affichage du coup {k}&#xa0;sur {n} (lecture seule)</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="349"/>
        <source>Now: move {n}</source>
        <translation>Présent&#xa0;: coup {n}</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="184"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="185"/>
        <source>Win chances</source>
        <translation>Chances de victoire</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="186"/>
        <source>The chart shown: the score or each player&apos;s chance to win</source>
        <translation>Le graphique affiché&#xa0;: le score ou la chance de victoire de chaque joueur</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/dock.py" line="187"/>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <location filename="../desktop/widgets/turnbar.py" line="65"/>
        <source>Done — pass the laptop</source>
        <translation>Terminé — passer le portable</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/turnbar.py" line="66"/>
        <source>Done: hand the laptop to whoever decides next (Enter)</source>
        <translation>Terminé&#xa0;: passe le portable à qui décide ensuite (Entrée)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/turnbar.py" line="68"/>
        <source>Final scores</source>
        <translation>Scores finaux</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/turnbar.py" line="69"/>
        <source>Show the final score table again</source>
        <translation>Afficher à nouveau le tableau des scores finaux</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <location filename="../desktop/worker.py" line="227"/>
        <source>the worker process stopped (exit code {code})</source>
        <translation>le processus de calcul s’est arrêté (code de sortie {code})</translation>
    </message>
    <message>
        <location filename="../desktop/worker.py" line="259"/>
        <source>the worker process stopped answering</source>
        <translation>le processus de calcul ne répond plus</translation>
    </message>
</context>
<context>
    <name>architects</name>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="65"/>
        <source>Virtue track (end-game VP under each number). Below {cathedral} you cannot work on the Cathedral and pay less tax; from {closed} the Black Market is closed to you.</source>
        <translation>Piste de vertu (PV de fin de partie sous chaque nombre). En dessous de {cathedral}, tu ne peux pas travailler à la Cathédrale et tu paies moins de taxes&#xa0;; à partir de {closed}, le Marché noir t’est fermé.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="132"/>
        <source>Guildhall: construct a building or work on the Cathedral. {filled} of {size} spaces filled. Filling a space marked R resets the Black Market; one marked A refreshes the apprentices. When the last space is filled, everyone has one more turn.</source>
        <translation>Guilde&#xa0;: construis un bâtiment ou travaille à la Cathédrale. Cases occupées&#xa0;: {filled}&#xa0;sur {size}. Occuper une case marquée R réinitialise le Marché noir&#xa0;; une case marquée A renouvelle les apprentis. Quand la dernière case est occupée, chaque joueur joue encore un tour.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="139"/>
        <source>The last turns have begun.</source>
        <translation>Les derniers tours ont commencé.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="174"/>
        <source>Cathedral: pay the next level&apos;s cost and discard a building card to move up (virtue {n} or more); each level has room for a few players. Then draw a reward.</source>
        <translation>Cathédrale&#xa0;: paie le coût du niveau suivant et défausse une carte Bâtiment pour monter (vertu de {n}&#xa0;ou plus)&#xa0;; chaque niveau n’a de place que pour quelques joueurs. Pioche ensuite une récompense.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="226"/>
        <source>Hire an apprentice for free, or draw {n} building cards and keep 1.</source>
        <translation>Embauche gratuitement un apprenti, ou pioche {n}&#xa0;cartes Bâtiment et gardes-en 1.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/boarditems.py" line="234"/>
        <source>Black Market spot {spot}: pay {silver} and lose {n} virtue.</source>
        <translation>Emplacement {spot} du Marché noir&#xa0;: paie {silver}, vertu −{n}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="40"/>
        <source>{who} takes Black Market spot {spot}</source>
        <translation>{who} prend l’emplacement {spot} du Marché noir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="42"/>
        <source>{who} places a worker beside the full Guildhall</source>
        <translation>{who} place un ouvrier à côté de la Guilde, qui est pleine</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="44"/>
        <source>{who} places a worker in the Guildhall (space {n})</source>
        <translation>{who} place un ouvrier à la Guilde (case {n})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="63"/>
        <source>at the Black Market reset</source>
        <translation>lors de la réinitialisation du Marché noir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="65"/>
        <source>with {building}</source>
        <translation>grâce au bâtiment «&#xa0;{building}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="67"/>
        <location filename="../desktop/tables/architects/names.py" line="206"/>
        <source>at the Guardhouse</source>
        <translation>au Corps de garde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="73"/>
        <source>Black Market reset: the Large space now offers {goods}</source>
        <translation>Réinitialisation du Marché noir&#xa0;: le Grand marché propose maintenant {goods}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="80"/>
        <location filename="../desktop/tables/architects/logtext.py" line="113"/>
        <source>{who} gains {what}</source>
        <translation>{who} gagne {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="81"/>
        <source>{who} loses {what}</source>
        <translation>{who} perd {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="115"/>
        <source>{who} pays {what}</source>
        <translation>{who} paie {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="117"/>
        <source>{who} puts {what} on the Tax Stand</source>
        <translation>{who} met {what} dans la Caisse des taxes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="119"/>
        <source>{who} takes {what} from the Tax Stand</source>
        <translation>{who} prend {what} dans la Caisse des taxes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="125"/>
        <source>{who} trades {trade}</source>
        <translation>{who} échange {trade}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="135"/>
        <source>{who} hires {name}</source>
        <translation>{who} embauche l’apprenti «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="137"/>
        <source>{who} lets the apprentice {name} go</source>
        <translation>{who} renvoie l’apprenti «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="143"/>
        <source>{who} keeps one of the drawn cards; the others go under the deck</source>
        <translation>{who} garde une des cartes piochées&#xa0;; les autres vont sous la pioche</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="363"/>
        <location filename="../desktop/tables/architects/logtext.py" line="147"/>
        <source>{who} keeps a building card from the draft</source>
        <translation>{who} garde une carte Bâtiment du draft</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="45"/>
        <source>{who} places a worker {where} (%n there now)</source>
        <translation>
            <numerusform>{who} place un ouvrier {where}</numerusform>
            <numerusform>{who} place un ouvrier {where} (il en a maintenant %n&#xa0;sur place)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="53"/>
        <source>{who} takes %n own worker(s) back {place}</source>
        <translation>
            <numerusform>{who} récupère %n&#xa0;de ses ouvriers {place}</numerusform>
            <numerusform>{who} récupère %n&#xa0;de ses ouvriers {place}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="56"/>
        <source>{who} captures %n worker(s) of {whose} {place}</source>
        <translation>
            <numerusform>{who} capture %n&#xa0;ouvrier de {whose} {place}</numerusform>
            <numerusform>{who} capture %n&#xa0;ouvriers de {whose} {place}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="68"/>
        <source>{who} frees %n worker(s) from the Prison {why}</source>
        <translation>
            <numerusform>{who} libère %n&#xa0;ouvrier de la Prison {why}</numerusform>
            <numerusform>{who} libère %n&#xa0;ouvriers de la Prison {why}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="86"/>
        <source>{who} takes %n debt(s)</source>
        <translation>
            <numerusform>{who} prend %n&#xa0;dette</numerusform>
            <numerusform>{who} prend %n&#xa0;dettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="87"/>
        <source>{who} pays off %n debt(s)</source>
        <translation>
            <numerusform>{who} rembourse %n&#xa0;dette</numerusform>
            <numerusform>{who} rembourse %n&#xa0;dettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="88"/>
        <source>{who} destroys %n unpaid debt(s)</source>
        <translation>
            <numerusform>{who} détruit %n&#xa0;dette impayée</numerusform>
            <numerusform>{who} détruit %n&#xa0;dettes impayées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="89"/>
        <source>{who} brings %n worker(s) back from other players&apos; boards</source>
        <translation>
            <numerusform>{who} récupère %n&#xa0;ouvrier sur les plateaux des autres joueurs</numerusform>
            <numerusform>{who} récupère %n&#xa0;ouvriers sur les plateaux des autres joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="90"/>
        <source>{who} draws %n building card(s)</source>
        <translation>
            <numerusform>{who} pioche %n&#xa0;carte Bâtiment</numerusform>
            <numerusform>{who} pioche %n&#xa0;cartes Bâtiment</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="92"/>
        <source>{who} draws %n building card(s) at the Black Market to keep one</source>
        <translation>
            <numerusform>{who} pioche %n&#xa0;carte Bâtiment au Marché noir et la garde</numerusform>
            <numerusform>{who} pioche %n&#xa0;cartes Bâtiment au Marché noir pour en garder une</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="94"/>
        <source>{who} puts %n building card(s) under the deck</source>
        <translation>
            <numerusform>{who} glisse %n&#xa0;carte Bâtiment sous la pioche</numerusform>
            <numerusform>{who} glisse %n&#xa0;cartes Bâtiment sous la pioche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="95"/>
        <source>%n worker(s) of {who} go(es) from the Black Market to the Prison</source>
        <translation>
            <numerusform>%n&#xa0;ouvrier de {who} passe du Marché noir à la Prison</numerusform>
            <numerusform>%n&#xa0;ouvriers de {who} passent du Marché noir à la Prison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="96"/>
        <source>{who} fills the last Guildhall space: %n turn(s) left in the game</source>
        <translation>
            <numerusform>{who} occupe la dernière case de la Guilde&#xa0;: il reste %n&#xa0;tour de jeu</numerusform>
            <numerusform>{who} occupe la dernière case de la Guilde&#xa0;: il reste %n&#xa0;tours de jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="129"/>
        <source>{who} sends %n worker(s) of {whose} to the Prison</source>
        <translation>
            <numerusform>{who} envoie %n&#xa0;ouvrier de {whose} en Prison</numerusform>
            <numerusform>{who} envoie %n&#xa0;ouvriers de {whose} en Prison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="141"/>
        <source>The Workshop apprentices move on: %n new apprentice(s)</source>
        <translation>
            <numerusform>Les apprentis de l’Atelier avancent&#xa0;: %n&#xa0;nouvel apprenti</numerusform>
            <numerusform>Les apprentis de l’Atelier avancent&#xa0;: %n&#xa0;nouveaux apprentis</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="149"/>
        <source>{who} constructs {name}</source>
        <translation>{who} construit le bâtiment «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="151"/>
        <source>{who} works on the Cathedral: level {n}</source>
        <translation>{who} travaille à la Cathédrale&#xa0;: niveau {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="153"/>
        <source>{who} takes a Reward card: {what}</source>
        <translation>{who} prend une carte Récompense&#xa0;: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="157"/>
        <source>{who} takes a worker back {place}</source>
        <translation>{who} récupère un ouvrier {place}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="161"/>
        <source>{who} has no worker to place or take back and passes</source>
        <translation>{who} n’a aucun ouvrier à placer ni à récupérer et passe</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="164"/>
        <source>The game is over: nobody could place or take back a worker for a whole turn cycle</source>
        <translation>La partie est terminée&#xa0;: personne n’a pu placer ni récupérer d’ouvrier pendant tout un tour de table</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/logtext.py" line="167"/>
        <source>The game is over: the last turns have been played</source>
        <translation>La partie est terminée&#xa0;: les derniers tours sont joués</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="41"/>
        <location filename="../desktop/tables/architects/names.py" line="117"/>
        <source>Clay</source>
        <translation>Argile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="42"/>
        <location filename="../desktop/tables/architects/names.py" line="120"/>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="43"/>
        <source>Hire</source>
        <translation>Embaucher</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="44"/>
        <source>Plans</source>
        <translation>Plans</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="46"/>
        <source>B: hire</source>
        <translation>B&#xa0;: embaucher</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="47"/>
        <source>B: draw</source>
        <translation>B&#xa0;: piocher</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="54"/>
        <source>Gain 1 stone for each of your workers here.</source>
        <translation>Gagne 1&#xa0;pierre pour chacun de tes ouvriers ici.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="55"/>
        <source>Gain 1 wood for each of your workers here.</source>
        <translation>Gagne 1&#xa0;bois pour chacun de tes ouvriers ici.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="56"/>
        <source>Clay: 1 + 1 per worker here. Gold: 1 per 2 workers here.</source>
        <translation>Argile&#xa0;: 1 + 1&#xa0;par ouvrier ici. Or&#xa0;: 1&#xa0;par tranche de 2&#xa0;ouvriers ici.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="57"/>
        <source>Gain 1 silver + 1 per worker here.</source>
        <translation>Gagne 1&#xa0;pièce + 1&#xa0;par ouvrier ici.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="58"/>
        <source>One trade for each of your workers here.</source>
        <translation>Un échange pour chacun de tes ouvriers ici.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="59"/>
        <source>Hire an apprentice or draw plans.</source>
        <translation>Embauche un apprenti ou pioche des plans.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="60"/>
        <source>Pay silver to capture workers: one colour at one location each.</source>
        <translation>Paie pour capturer des ouvriers&#xa0;: à chaque fois une couleur dans un lieu.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="61"/>
        <source>One action for each of your workers here.</source>
        <translation>Une action pour chacun de tes ouvriers ici.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="62"/>
        <source>Closed at virtue {closed} or more. Costs {n} virtue.</source>
        <translation>Fermé dès une vertu de {closed}. Vertu −{n}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="65"/>
        <source>Only the Guardhouse and Black Market resets send workers here.</source>
        <translation>Seuls le Corps de garde et les réinitialisations du Marché noir envoient des ouvriers ici.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="139"/>
        <source>Piles</source>
        <translation>Pioches</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="141"/>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="195"/>
        <source>{name}&apos;s board: {supply} in the supply, {captured} of others captured</source>
        <translation>Plateau de {name}&#xa0;: {supply} en réserve&#xa0;; capturés chez les autres&#xa0;: {captured}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="210"/>
        <source>Take the silver here ({silver}), lose {n} virtue.</source>
        <translation>Prends l’argent posé ici ({silver})&#xa0;; vertu −{n}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="228"/>
        <source>Building cards: {n}</source>
        <translation>Cartes&#xa0;Bâtiment&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="229"/>
        <source>Apprentices: {n}</source>
        <translation>Apprentis&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="230"/>
        <source>Reward cards: {n}</source>
        <translation>Cartes&#xa0;Récompense&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="231"/>
        <source>Black Market cards: {n}</source>
        <translation>Cartes&#xa0;Marché&#xa0;noir&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="298"/>
        <source>{name}&apos;s workers in the supply (drag one onto a location)</source>
        <translation>Ouvriers de {name} en réserve (fais-en glisser un sur un lieu)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="300"/>
        <source>{name}&apos;s workers captured by {holder}</source>
        <translation>Ouvriers de {name} capturés par {holder}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="302"/>
        <source>{name}&apos;s worker at the Black Market</source>
        <translation>Ouvrier de {name} au Marché noir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="304"/>
        <source>{name}&apos;s workers: {place}</source>
        <translation>Ouvriers de {name}&#xa0;: {place}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="53"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="58"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="254"/>
        <location filename="../desktop/tables/architects/names.py" line="256"/>
        <source>gain {what}</source>
        <translation>gagne {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="66"/>
        <source>nothing</source>
        <translation>0&#xa0;pièce</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="83"/>
        <source>{n} wood or stone in any mix</source>
        <translation>{n}&#xa0;bois ou pierres (mélange libre)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="92"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="436"/>
        <source>hire any face-up apprentice for free</source>
        <translation>embauche gratuitement un apprenti face visible au choix</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="93"/>
        <source>free all your workers from the Prison</source>
        <translation>libère tous tes ouvriers de la Prison</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="94"/>
        <source>place another worker in the Guildhall and construct or work on the Cathedral again</source>
        <translation>place un autre ouvrier à la Guilde et construis ou travaille encore à la Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="114"/>
        <source>every player with {n} or more workers in the Prison loses {virtue}</source>
        <translation>chaque joueur ayant au moins {n}&#xa0;ouvriers en Prison perd {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="118"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="499"/>
        <source>take {what}</source>
        <translation>prends {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="122"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="256"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="464"/>
        <source>draw {what}</source>
        <translation>pioche {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="128"/>
        <source>every player (you too) gains {virtue}</source>
        <translation>chaque joueur (toi compris) gagne {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="132"/>
        <source>gain {gold} per {per} virtue you have</source>
        <translation>gagne {gold} par tranche de {per}&#xa0;vertus que tu as</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="108"/>
        <source>capture workers %n time(s) for free</source>
        <translation>
            <numerusform>capture gratuitement des ouvriers une fois</numerusform>
            <numerusform>capture gratuitement des ouvriers %n&#xa0;fois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="111"/>
        <source>capture workers %n time(s) for free, or bring all your workers back from other players&apos; boards</source>
        <translation>
            <numerusform>capture gratuitement des ouvriers une fois, ou récupère tous tes ouvriers sur les plateaux des autres joueurs</numerusform>
            <numerusform>capture gratuitement des ouvriers %n&#xa0;fois, ou récupère tous tes ouvriers sur les plateaux des autres joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="120"/>
        <source>you may destroy %n unpaid debt(s)</source>
        <translation>
            <numerusform>tu peux détruire %n&#xa0;dette impayée</numerusform>
            <numerusform>tu peux détruire %n&#xa0;dettes impayées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="124"/>
        <source>you may discard %n building card(s) from your hand for {gold}</source>
        <translation>
            <numerusform>tu peux défausser %n&#xa0;carte Bâtiment de ta main contre {gold}</numerusform>
            <numerusform>tu peux défausser %n&#xa0;cartes Bâtiment de ta main contre {gold}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="136"/>
        <source>discard %n of your apprentices</source>
        <translation>
            <numerusform>défausse %n&#xa0;de tes apprentis</numerusform>
            <numerusform>défausse %n&#xa0;de tes apprentis</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="142"/>
        <source>+{vp} if you are strictly furthest on the Cathedral</source>
        <translation>+{vp} si tu es strictement le plus avancé à la Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="143"/>
        <source>+{vp} if you have strictly the most stone</source>
        <translation>+{vp} si tu as strictement le plus de pierres</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="144"/>
        <source>+{vp} if you have strictly the most wood</source>
        <translation>+{vp} si tu as strictement le plus de bois</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="145"/>
        <source>+{vp} if you have strictly the most clay</source>
        <translation>+{vp} si tu as strictement le plus d’argile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="146"/>
        <source>+{vp} if you have strictly the most silver</source>
        <translation>+{vp} si tu as strictement le plus d’argent</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="147"/>
        <source>+{virtue} per {per} clay, wood and stone you have together</source>
        <translation>+{virtue} par tranche de {per}&#xa0;argiles, bois et pierres que tu as au total</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="148"/>
        <source>+{vp} if you have no unpaid debt</source>
        <translation>+{vp} si tu n’as aucune dette impayée</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="149"/>
        <source>+{vp} per building you have built (this one too)</source>
        <translation>+{vp} par bâtiment que tu as construit (celui-ci compris)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="150"/>
        <source>+{virtue} per {per} gold you have</source>
        <translation>+{virtue} par tranche de {per}&#xa0;or que tu as</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="151"/>
        <source>+{virtue} if you are strictly furthest on the Cathedral</source>
        <translation>+{virtue} si tu es strictement le plus avancé à la Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="152"/>
        <source>lose {virtue}</source>
        <translation>perds {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="153"/>
        <source>each unpaid debt costs you {vp} instead of {usual}</source>
        <translation>chaque dette impayée te coûte {vp} au lieu de {usual}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="154"/>
        <source>each unpaid debt costs you {vp} more</source>
        <translation>chaque dette impayée te coûte {vp} de plus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="155"/>
        <source>+{vp} per {per} captured workers on your board</source>
        <translation>+{vp} par tranche de {per}&#xa0;ouvriers capturés sur ton plateau</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="156"/>
        <source>+{vp} per {per} virtue you have</source>
        <translation>+{vp} par tranche de {per}&#xa0;vertus que tu as</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="157"/>
        <source>+{vp} per paid debt</source>
        <translation>+{vp} par dette remboursée</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="158"/>
        <source>+{virtue} per {per} marble you have</source>
        <translation>+{virtue} par tranche de {per}&#xa0;marbres que tu as</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="159"/>
        <source>+{virtue} per {per} paid debts</source>
        <translation>+{virtue} par tranche de {per}&#xa0;dettes remboursées</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="160"/>
        <source>+{virtue} per {per} buildings you have built</source>
        <translation>+{virtue} par tranche de {per}&#xa0;bâtiments que tu as construits</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="173"/>
        <source>+{vp} per apprentice of yours with {skill}</source>
        <translation>+{vp} pour chacun de tes apprentis en {skill}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="75"/>
        <source>{virtue} (below 0: {debts} instead)</source>
        <translation>{virtue} (sous 0&#xa0;: {debts} à la place)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="183"/>
        <source>Cost: {cost}</source>
        <translation>Coût&#xa0;: {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="185"/>
        <source>Needs: {skills}</source>
        <translation>Requiert&#xa0;: {skills}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="192"/>
        <source>When built: {effect}</source>
        <translation>À la construction&#xa0;: {effect}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="195"/>
        <source>End of game: {effect}</source>
        <translation>Fin de partie&#xa0;: {effect}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="202"/>
        <source>{name} (building)</source>
        <translation>{name} (bâtiment)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="204"/>
        <source>{name} (building, promo card)</source>
        <translation>{name} (bâtiment, carte promo)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="214"/>
        <source>{give} → {get}</source>
        <translation>{give} → {get}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="219"/>
        <source>whenever you work on the Cathedral: {gain}</source>
        <translation>chaque fois que tu travailles à la Cathédrale&#xa0;: {gain}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="220"/>
        <source>Town Centre: each capture after the first costs {what} less</source>
        <translation>Centre-ville&#xa0;: chaque capture après la première coûte {what} de moins</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="221"/>
        <source>whenever you pay off a debt: gain {what}</source>
        <translation>chaque fois que tu rembourses une dette&#xa0;: gagne {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="222"/>
        <source>at each Black Market reset: free up to {n} of your workers from the Prison</source>
        <translation>à chaque réinitialisation du Marché noir&#xa0;: libère jusqu’à {n}&#xa0;de tes ouvriers de la Prison</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="225"/>
        <source>no virtue loss at the Black Market</source>
        <translation>aucune perte de vertu au Marché noir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="226"/>
        <source>Silversmith: {what} more</source>
        <translation>Orfèvre&#xa0;: {what} de plus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="227"/>
        <source>Mines (clay or gold): {what} more</source>
        <translation>Mines (argile ou or)&#xa0;: {what} de plus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="228"/>
        <source>Tax Stand: gain {what} as well</source>
        <translation>Caisse des taxes&#xa0;: gagne aussi {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="229"/>
        <source>at each Black Market reset with none of your workers in the Prison: gain {what}</source>
        <translation>à chaque réinitialisation du Marché noir, si aucun de tes ouvriers n’est en Prison&#xa0;: gagne {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="232"/>
        <source>Quarry: {what} more</source>
        <translation>Carrière&#xa0;: {what} de plus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="233"/>
        <source>each time you go to the Black Market: gain {what}</source>
        <translation>chaque fois que tu vas au Marché noir&#xa0;: gagne {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="234"/>
        <source>Tax Stand: lose {what} less</source>
        <translation>Caisse des taxes&#xa0;: perds {what} de moins</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="235"/>
        <source>Black Market spots cost {what} less</source>
        <translation>les emplacements du Marché noir coûtent {what} de moins</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="236"/>
        <source>Forest: {what} more</source>
        <translation>Forêt&#xa0;: {what} de plus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="237"/>
        <source>whenever you send captured workers to the Prison: gain {what}</source>
        <translation>chaque fois que tu envoies des ouvriers capturés en Prison&#xa0;: gagne {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="238"/>
        <source>at each Black Market reset: gain {what}</source>
        <translation>à chaque réinitialisation du Marché noir&#xa0;: gagne {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="246"/>
        <source>King&apos;s Storehouse trade: {trade}</source>
        <translation>Échange à l’Entrepôt du Roi&#xa0;: {trade}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="248"/>
        <source>no special ability</source>
        <translation>aucune capacité spéciale</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="253"/>
        <source>King&apos;s Storehouse: %n more trade(s)</source>
        <translation>
            <numerusform>Entrepôt du Roi&#xa0;: %n&#xa0;échange de plus</numerusform>
            <numerusform>Entrepôt du Roi&#xa0;: %n&#xa0;échanges de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="314"/>
        <source>frees %n worker(s) from the Prison at each Black Market reset</source>
        <translation>
            <numerusform>libère %n&#xa0;ouvrier de la Prison à chaque réinitialisation du Marché noir</numerusform>
            <numerusform>libère %n&#xa0;ouvriers de la Prison à chaque réinitialisation du Marché noir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="317"/>
        <source>pays {silver} less (not tax) to hire at the Workshop; %n apprentice(s) at most</source>
        <translation>
            <numerusform>paie {silver} de moins (hors taxe) pour embaucher à l’Atelier&#xa0;; %n&#xa0;apprenti au maximum</numerusform>
            <numerusform>paie {silver} de moins (hors taxe) pour embaucher à l’Atelier&#xa0;; %n&#xa0;apprentis au maximum</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="343"/>
        <source>%n worker(s) start(s) in the Prison</source>
        <translation>
            <numerusform>%n&#xa0;ouvrier commence en Prison</numerusform>
            <numerusform>%n&#xa0;ouvriers commencent en Prison</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="384"/>
        <source>Imprison captives: +{silver} each</source>
        <translation>Emprisonner les captifs&#xa0;: +{silver} chacun</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="388"/>
        <source>Free from Prison</source>
        <translation>Libérer de la Prison</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="391"/>
        <source>Rescue: {cost}</source>
        <translation>Récupérer&#xa0;: {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="393"/>
        <source>Rescue: +{debt}, −{virtue}</source>
        <translation>Récupérer&#xa0;: +{debt}, −{virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="397"/>
        <source>Pay off a debt: {cost}</source>
        <translation>Rembourser une dette&#xa0;: {cost}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="459"/>
        <source>make up to %n trade(s)</source>
        <translation>
            <numerusform>fais jusqu’à %n&#xa0;échange</numerusform>
            <numerusform>fais jusqu’à %n&#xa0;échanges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="469"/>
        <source>take up to %n action(s)</source>
        <translation>
            <numerusform>effectue jusqu’à %n&#xa0;action</numerusform>
            <numerusform>effectue jusqu’à %n&#xa0;actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="476"/>
        <source>make up to %n capture(s)</source>
        <translation>
            <numerusform>fais jusqu’à %n&#xa0;capture</numerusform>
            <numerusform>fais jusqu’à %n&#xa0;captures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="482"/>
        <source>from up to %n location(s)</source>
        <translation>
            <numerusform>toutes dans %n&#xa0;seul lieu</numerusform>
            <numerusform>dans %n&#xa0;lieux au plus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="264"/>
        <source>Skills: {skills}</source>
        <translation>Compétences&#xa0;: {skills}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="266"/>
        <source>When hired: {effect}</source>
        <translation>À l’embauche&#xa0;: {effect}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="274"/>
        <source>{name} (apprentice, promo card)</source>
        <translation>{name} (apprenti, carte promo)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="276"/>
        <source>{name} (apprentice)</source>
        <translation>{name} (apprenti)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="296"/>
        <source>pays {n} wood or stone less on every building and Cathedral cost</source>
        <translation>paie {n}&#xa0;bois ou pierre de moins sur chaque coût de bâtiment et de Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="300"/>
        <source>may pay {silver} instead of taking each debt</source>
        <translation>peut payer {silver} au lieu de prendre une dette, à chaque fois</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="304"/>
        <source>draws {cards} at each visit to the Black Market</source>
        <translation>pioche {cards} à chaque visite au Marché noir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="308"/>
        <source>ignores {tax} of every cost</source>
        <translation>ignore {tax} sur chaque coût</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="310"/>
        <source>draws {cards} with every building constructed</source>
        <translation>pioche {cards} à chaque bâtiment construit</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="320"/>
        <source>gains {silver} more when sending captured workers to the Prison</source>
        <translation>gagne {silver} de plus en envoyant des ouvriers capturés en Prison</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="324"/>
        <source>may pay gold for marble and marble for gold</source>
        <translation>peut payer de l’or à la place du marbre, et du marbre à la place de l’or</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="325"/>
        <source>discards no building card to work on the Cathedral</source>
        <translation>ne défausse aucune carte Bâtiment pour travailler à la Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="340"/>
        <source>Starts with {what} at virtue {virtue}</source>
        <translation>Commence avec {what}, vertu à {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="344"/>
        <source>Ability: {text}</source>
        <translation>Capacité&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="358"/>
        <source>send every captured worker on your board to the Prison and gain {silver} for each</source>
        <translation>envoie en Prison tous les ouvriers capturés sur ton plateau et gagne {silver} pour chacun</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="362"/>
        <source>free all your workers from the Prison, at no cost</source>
        <translation>libère gratuitement tous tes ouvriers de la Prison</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="364"/>
        <source>pay {cost}: bring all your workers back from other players&apos; boards</source>
        <translation>paie {cost}&#xa0;: récupère tous tes ouvriers sur les plateaux des autres joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="368"/>
        <source>take {debt} and lose {virtue}: bring all your workers back from other players&apos; boards</source>
        <translation>prends {debt} et perds {virtue}&#xa0;: récupère tous tes ouvriers sur les plateaux des autres joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="371"/>
        <source>pay {cost}: pay off 1 debt and gain {virtue}</source>
        <translation>paie {cost}&#xa0;: rembourse 1&#xa0;dette et gagne {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="416"/>
        <source>any column for {cost}</source>
        <translation>n’importe quelle colonne pour {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="423"/>
        <source>columns 1–{reach} for {cost}, {extra} more per column beyond</source>
        <translation>colonnes 1–{reach} pour {cost}, {extra} de plus par colonne au-delà</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="420"/>
        <source>column 1 for {cost}, {extra} more per column beyond</source>
        <translation>colonne 1 pour {cost}, {extra} de plus par colonne au-delà</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="439"/>
        <source>draw {what} and keep 1</source>
        <translation>pioche {what} et gardes-en 1</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="441"/>
        <source>pay {silver}: {what}</source>
        <translation>paie {silver}&#xa0;: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="442"/>
        <source>pay {silver} and lose {virtue}: {what}</source>
        <translation>paie {silver} et perds {virtue}&#xa0;: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="453"/>
        <source>construct a building or work on the Cathedral</source>
        <translation>construis un bâtiment ou travaille à la Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="461"/>
        <source>hire an apprentice: {terms}</source>
        <translation>embauche un apprenti&#xa0;: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="483"/>
        <source>{captures} ({where}); the first costs {first}, each further one {later}</source>
        <translation>{captures} ({where})&#xa0;; la première coûte {first}, chacune des suivantes {later}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="478"/>
        <source>{captures} (cost: {first})</source>
        <translation>{captures} (coût&#xa0;: {first})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="496"/>
        <source>take {what} and lose {virtue}</source>
        <translation>prends {what} et perds {virtue}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="507"/>
        <source>No workers here</source>
        <translation>Aucun ouvrier ici</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="508"/>
        <source>Workers here: {list}</source>
        <translation>Ouvriers ici&#xa0;: {list}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="520"/>
        <source>Trade: any {n} of {goods} → {get}</source>
        <translation>Échange&#xa0;: {n}&#xa0;au choix parmi {goods} → {get}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="528"/>
        <source>Your apprentices add: {trades}</source>
        <translation>Tes apprentis ajoutent&#xa0;: {trades}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="543"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="561"/>
        <source>A worker placed now: {terms}</source>
        <translation>Un ouvrier placé maintenant&#xa0;: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="546"/>
        <source>Clay: {terms}</source>
        <translation>Argile&#xa0;: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="550"/>
        <source>needs a worker of yours here already</source>
        <translation>il faut déjà un de tes ouvriers ici</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="551"/>
        <source>Gold: {terms}</source>
        <translation>Or&#xa0;: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="556"/>
        <source>Hire an apprentice: {terms}</source>
        <translation>Embaucher un apprenti&#xa0;: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="557"/>
        <source>Building plans: {terms}</source>
        <translation>Plans de construction&#xa0;: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="564"/>
        <source>The Tax Stand is empty: nobody may go there.</source>
        <translation>La Caisse des taxes est vide&#xa0;: personne ne peut y aller.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="583"/>
        <source>Spot {spot}: {terms}</source>
        <translation>Emplacement {spot}&#xa0;: {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="587"/>
        <source>(taken by {name})</source>
        <translation>(occupé par {name})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="590"/>
        <source>Closed to players with virtue {n} or more; a reset when all three spots are taken.</source>
        <translation>Fermé aux joueurs ayant une vertu de {n}&#xa0;ou plus&#xa0;; réinitialisé quand les trois emplacements sont occupés.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="595"/>
        <source>Your virtue is too high to go there.</source>
        <translation>Ta vertu est trop élevée pour y aller.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="602"/>
        <source>Construct a building from your hand or work on the Cathedral; the worker stays.</source>
        <translation>Construis un bâtiment de ta main ou travaille à la Cathédrale&#xa0;; l’ouvrier reste sur place.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="603"/>
        <source>Spaces filled: {k} of {n}</source>
        <translation>Cases occupées&#xa0;: {k}&#xa0;sur {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="606"/>
        <source>Full: workers placed now go to the side.</source>
        <translation>Complet&#xa0;: les ouvriers placés désormais vont sur le côté.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="608"/>
        <source>You can construct or work on the Cathedral now.</source>
        <translation>Tu peux construire ou travailler à la Cathédrale maintenant.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="610"/>
        <source>You have nothing you could construct or pay for now.</source>
        <translation>Tu n’as rien que tu puisses construire ou payer pour l’instant.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="616"/>
        <source>Needs virtue {n} or more and a building card to discard.</source>
        <translation>Requiert une vertu de {n}&#xa0;ou plus et une carte Bâtiment à défausser.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="622"/>
        <source>Level {k}: {cost}; {vp}; spots taken: {taken} of {spots}</source>
        <translation>Niveau {k}&#xa0;: {cost}&#xa0;; {vp}&#xa0;; places occupées&#xa0;: {taken}&#xa0;sur {spots}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="632"/>
        <source>Your level: {k}</source>
        <translation>Ton niveau&#xa0;: {k}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="639"/>
        <source>In the Prison: {list}</source>
        <translation>En Prison&#xa0;: {list}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="641"/>
        <source>The Prison is empty</source>
        <translation>La Prison est vide</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardtext.py" line="644"/>
        <source>At each Black Market reset: {n} or more workers here cost {virtue}; the most workers here take {debt}.</source>
        <translation>À chaque réinitialisation du Marché noir&#xa0;: avoir {n}&#xa0;ouvriers ou plus ici coûte {virtue}&#xa0;; le ou les joueurs qui en ont le plus ici prennent {debt}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/board.py" line="237"/>
        <location filename="../desktop/tables/architects/cardtext.py" line="654"/>
        <source>End of game: −{vp} per {n} of your workers here</source>
        <translation>Fin de partie&#xa0;: −{vp} par tranche de {n}&#xa0;de tes ouvriers ici</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="63"/>
        <source>{who}: take a starting apprentice for free</source>
        <translation>{who}&#xa0;: prends gratuitement un apprenti de départ</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="64"/>
        <source>{who}: take a worker back (none left in your supply)</source>
        <translation>{who}&#xa0;: récupère un ouvrier (ta réserve est vide)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="65"/>
        <source>{who}: hire an apprentice at the Workshop (columns 1–{n} within reach)</source>
        <translation>{who}&#xa0;: embauche un apprenti à l’Atelier (colonnes 1–{n} à ta portée)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="67"/>
        <source>{who}: hire an apprentice at the Workshop (column 1 within reach)</source>
        <translation>{who}&#xa0;: embauche un apprenti à l’Atelier (colonne 1 à ta portée)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="68"/>
        <source>{who}: hire a face-up apprentice for free ({subject})</source>
        <translation>{who}&#xa0;: embauche gratuitement un apprenti face visible ({subject})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="69"/>
        <source>{who}: let one of your apprentices go to make room for {subject}</source>
        <translation>{who}&#xa0;: renvoie un de tes apprentis pour faire de la place à {subject}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="72"/>
        <source>{who}: {subject} — let one of your apprentices go</source>
        <translation>{who}&#xa0;: {subject} — renvoie un de tes apprentis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="73"/>
        <source>{who}: construct a building or work on the Cathedral</source>
        <translation>{who}&#xa0;: construis un bâtiment ou travaille à la Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="74"/>
        <source>{who}: {subject} — construct or work on the Cathedral again, or stop</source>
        <translation>{who}&#xa0;: {subject} — construis ou travaille encore à la Cathédrale, ou arrête</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="77"/>
        <source>{who}: {subject} — choose one</source>
        <translation>{who}&#xa0;: {subject} — choisis une option</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="78"/>
        <source>{who}: {subject} — discard a building card for {gold}, or discard nothing</source>
        <translation>{who}&#xa0;: {subject} — défausse une carte Bâtiment contre {gold}, ou ne défausse rien</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="81"/>
        <source>{who}: discard down to {limit} building cards ({n} in your hand)</source>
        <translation>{who}&#xa0;: défausse jusqu’à n’avoir plus que {limit}&#xa0;cartes Bâtiment ({n}&#xa0;en main)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="89"/>
        <location filename="../desktop/tables/architects/gestures.py" line="389"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="95"/>
        <source>{who}: decide</source>
        <translation>{who}&#xa0;: décide</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="131"/>
        <source>Mines: clay</source>
        <translation>Mines&#xa0;: argile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="132"/>
        <source>Mines: gold</source>
        <translation>Mines&#xa0;: or</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="133"/>
        <source>Workshop: hire an apprentice</source>
        <translation>Atelier&#xa0;: embaucher un apprenti</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="134"/>
        <source>Workshop: building plans</source>
        <translation>Atelier&#xa0;: plans de construction</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="135"/>
        <source>Black Market A</source>
        <translation>Marché noir A</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="136"/>
        <source>Black Market B: hire</source>
        <translation>Marché noir B&#xa0;: embaucher</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="137"/>
        <source>Black Market B: draw</source>
        <translation>Marché noir B&#xa0;: piocher</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="138"/>
        <source>Black Market C</source>
        <translation>Marché noir C</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="155"/>
        <source>{place} — {terms}</source>
        <translation>{place} — {terms}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="162"/>
        <source>row {row}, column {column}</source>
        <translation>rangée {row}, colonne {column}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="164"/>
        <source>Take {name} ({where}) as your starting apprentice</source>
        <translation>Prends {name} ({where}) comme apprenti de départ</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="171"/>
        <source>Hire {name} ({where}) for {cost}</source>
        <translation>Embauche {name} ({where}) pour {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="175"/>
        <source>Hire {name} ({where}) for free</source>
        <translation>Embauche gratuitement {name} ({where})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="178"/>
        <source>take the {what} on it</source>
        <translation>récupère {what} sur la carte</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="116"/>
        <source>{who}: keep one building card of the draft (%n to choose from)</source>
        <translation>
            <numerusform>{who}&#xa0;: garde la dernière carte Bâtiment du draft</numerusform>
            <numerusform>{who}&#xa0;: garde une carte Bâtiment du draft (%n&#xa0;au choix)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="117"/>
        <source>{who}: place a worker (%n in your supply)</source>
        <translation>
            <numerusform>{who}&#xa0;: place un ouvrier (le dernier de ta réserve)</numerusform>
            <numerusform>{who}&#xa0;: place un ouvrier (%n&#xa0;dans ta réserve)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="118"/>
        <source>{who}: King&apos;s Storehouse — %n trade(s) left</source>
        <translation>
            <numerusform>{who}&#xa0;: Entrepôt du Roi — encore %n&#xa0;échange</numerusform>
            <numerusform>{who}&#xa0;: Entrepôt du Roi — encore %n&#xa0;échanges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="119"/>
        <source>{who}: Town Centre — %n capture(s) left</source>
        <translation>
            <numerusform>{who}&#xa0;: Centre-ville — encore %n&#xa0;capture</numerusform>
            <numerusform>{who}&#xa0;: Centre-ville — encore %n&#xa0;captures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="120"/>
        <source>{who}: Guardhouse — %n action(s) left</source>
        <translation>
            <numerusform>{who}&#xa0;: Corps de garde — encore %n&#xa0;action</numerusform>
            <numerusform>{who}&#xa0;: Corps de garde — encore %n&#xa0;actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="121"/>
        <source>{who}: {subject} — %n free capture(s) left</source>
        <translation>
            <numerusform>{who}&#xa0;: {subject} — encore %n&#xa0;capture gratuite</numerusform>
            <numerusform>{who}&#xa0;: {subject} — encore %n&#xa0;captures gratuites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="122"/>
        <source>{who}: keep one of the %n building cards drawn at the Black Market</source>
        <translation>
            <numerusform>{who}&#xa0;: garde la carte Bâtiment piochée au Marché noir</numerusform>
            <numerusform>{who}&#xa0;: garde une des %n&#xa0;cartes Bâtiment piochées au Marché noir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="173"/>
        <source>%n silver of it go(es) on the skipped card(s)</source>
        <translation>
            <numerusform>dont %n&#xa0;pièce va sur la carte sautée</numerusform>
            <numerusform>dont %n&#xa0;pièces vont sur les cartes sautées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="185"/>
        <source>Take your %n worker(s) back {place}</source>
        <translation>
            <numerusform>Récupère %n&#xa0;ouvrier {place}</numerusform>
            <numerusform>Récupère tes %n&#xa0;ouvriers {place}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="187"/>
        <source>Capture %n worker(s) of {name} {place}</source>
        <translation>
            <numerusform>Capture %n&#xa0;ouvrier de {name} {place}</numerusform>
            <numerusform>Capture %n&#xa0;ouvriers de {name} {place}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="191"/>
        <source>free</source>
        <translation>gratuit</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="192"/>
        <source>{text} ({cost})</source>
        <translation>{text} ({cost})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="197"/>
        <source>Construct {name}: pay {goods}</source>
        <translation>Construis «&#xa0;{name}&#xa0;»&#xa0;: paie {goods}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="206"/>
        <source>Cathedral level {k}: pay {goods}</source>
        <translation>Cathédrale, niveau {k}&#xa0;: paie {goods}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="207"/>
        <source>Cathedral level {k}: pay {goods} and discard {name}</source>
        <translation>Cathédrale, niveau {k}&#xa0;: paie {goods} et défausse «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="214"/>
        <source>Capture workers for free</source>
        <translation>Capture gratuitement des ouvriers</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="215"/>
        <source>Bring all your workers back from other players&apos; boards</source>
        <translation>Récupère tous tes ouvriers sur les plateaux des autres joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="216"/>
        <source>Destroy 1 unpaid debt</source>
        <translation>Détruis 1&#xa0;dette impayée</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="217"/>
        <source>Keep your debts</source>
        <translation>Garde tes dettes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="224"/>
        <source>Gain {what}</source>
        <translation>Gagne {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="231"/>
        <source>Discard {name} for {gold}</source>
        <translation>Défausse «&#xa0;{name}&#xa0;» contre {gold}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="234"/>
        <source>Discard {name}</source>
        <translation>Défausse «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="239"/>
        <source>Stop trading</source>
        <translation>Arrête les échanges</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="240"/>
        <location filename="../desktop/tables/architects/choicetext.py" line="241"/>
        <source>Capture no more</source>
        <translation>Arrête les captures</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="242"/>
        <source>Take no more Guardhouse actions</source>
        <translation>Arrête les actions au Corps de garde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="243"/>
        <source>Stop: construct nothing more</source>
        <translation>Arrête&#xa0;: ne construis plus rien</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="244"/>
        <source>Discard nothing</source>
        <translation>Ne défausse rien</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="249"/>
        <source>Stop</source>
        <translation>Arrête</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="254"/>
        <location filename="../desktop/tables/architects/choicetext.py" line="265"/>
        <source>Keep {name}</source>
        <translation>Garde «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="256"/>
        <source>Trade {trade}</source>
        <translation>Échange {trade}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="264"/>
        <source>Let {name} go</source>
        <translation>Renvoie l’apprenti «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="266"/>
        <source>Take a worker back {place}</source>
        <translation>Récupère un ouvrier {place}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="294"/>
        <source>then take the top Reward card</source>
        <translation>puis prends la carte Récompense du dessus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="295"/>
        <source>then {virtue} (no Reward card is left)</source>
        <translation>puis {virtue} (il ne reste aucune carte Récompense)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="365"/>
        <source>{who} keeps one of the building cards drawn</source>
        <translation>{who} garde une des cartes Bâtiment piochées</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="367"/>
        <source>{who} discards a building card for {gold}</source>
        <translation>{who} défausse une carte Bâtiment contre {gold}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="371"/>
        <source>{who} discards a building card</source>
        <translation>{who} défausse une carte Bâtiment</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="376"/>
        <source>{who} works on the Cathedral (level {k}), paying {goods}</source>
        <translation>{who} travaille à la Cathédrale (niveau {k}) et paie {goods}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="378"/>
        <source>{who} works on the Cathedral (level {k}), paying {goods} and discarding a building card</source>
        <translation>{who} travaille à la Cathédrale (niveau {k}), paie {goods} et défausse une carte Bâtiment</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="382"/>
        <source>{who}: {what}</source>
        <translation>{who}&#xa0;: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/choicetext.py" line="343"/>
        <source>{move}; then {next}</source>
        <translation>{move}&#xa0;; puis {next}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="65"/>
        <source>Quarry</source>
        <translation>Carrière</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="66"/>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="67"/>
        <source>Mines</source>
        <translation>Mines</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="68"/>
        <source>Silversmith</source>
        <translation>Orfèvre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="69"/>
        <source>King&apos;s Storehouse</source>
        <translation>Entrepôt du Roi</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="70"/>
        <source>Workshop</source>
        <translation>Atelier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="71"/>
        <source>Town Centre</source>
        <translation>Centre-ville</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="72"/>
        <source>Tax Stand</source>
        <translation>Caisse des taxes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="73"/>
        <source>Guardhouse</source>
        <translation>Corps de garde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="74"/>
        <source>Black Market</source>
        <translation>Marché noir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="75"/>
        <source>Guildhall</source>
        <translation>Guilde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="76"/>
        <source>Cathedral</source>
        <translation>Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="77"/>
        <source>Prison</source>
        <translation>Prison</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="88"/>
        <source>%n clay</source>
        <translation>
            <numerusform>%n&#xa0;argile</numerusform>
            <numerusform>%n&#xa0;argiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="89"/>
        <source>%n wood</source>
        <translation>
            <numerusform>%n&#xa0;bois</numerusform>
            <numerusform>%n&#xa0;bois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="90"/>
        <source>%n stone</source>
        <translation>
            <numerusform>%n&#xa0;pierre</numerusform>
            <numerusform>%n&#xa0;pierres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="91"/>
        <source>%n gold</source>
        <translation>
            <numerusform>%n&#xa0;or</numerusform>
            <numerusform>%n&#xa0;or</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="92"/>
        <source>%n marble</source>
        <translation>
            <numerusform>%n&#xa0;marbre</numerusform>
            <numerusform>%n&#xa0;marbres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="93"/>
        <source>%n silver</source>
        <translation>
            <numerusform>%n&#xa0;pièce</numerusform>
            <numerusform>%n&#xa0;pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="94"/>
        <source>%n virtue</source>
        <translation>
            <numerusform>%n&#xa0;vertu</numerusform>
            <numerusform>%n&#xa0;vertus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="95"/>
        <source>%n building card(s)</source>
        <translation>
            <numerusform>%n&#xa0;carte Bâtiment</numerusform>
            <numerusform>%n&#xa0;cartes Bâtiment</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="96"/>
        <source>%n debt(s)</source>
        <translation>
            <numerusform>%n&#xa0;dette</numerusform>
            <numerusform>%n&#xa0;dettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="97"/>
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n&#xa0;ouvrier</numerusform>
            <numerusform>%n&#xa0;ouvriers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="98"/>
        <source>%n VP</source>
        <translation>
            <numerusform>%n&#xa0;PV</numerusform>
            <numerusform>%n&#xa0;PV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="99"/>
        <source>%n tax</source>
        <translation>
            <numerusform>%n&#xa0;taxe</numerusform>
            <numerusform>%n&#xa0;taxes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="118"/>
        <source>Wood</source>
        <translation>Bois</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="119"/>
        <source>Stone</source>
        <translation>Pierre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="121"/>
        <source>Marble</source>
        <translation>Marbre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="122"/>
        <source>Silver</source>
        <translation>Argent</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="123"/>
        <source>Virtue</source>
        <translation>Vertu</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="134"/>
        <source>clay</source>
        <translation>argile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="135"/>
        <source>wood</source>
        <translation>bois</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="136"/>
        <source>stone</source>
        <translation>pierre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="137"/>
        <source>gold</source>
        <translation>or</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="138"/>
        <source>marble</source>
        <translation>marbre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="139"/>
        <source>silver</source>
        <translation>argent</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="150"/>
        <source>Carpentry</source>
        <translation>Charpenterie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="151"/>
        <source>Tiling</source>
        <translation>Toiture</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="152"/>
        <source>Masonry</source>
        <translation>Maçonnerie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="165"/>
        <source>C</source>
        <comment>Carpentry skill mark</comment>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="166"/>
        <source>T</source>
        <comment>Tiling skill mark</comment>
        <translation>T</translation>
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
        <translation>Ar</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="177"/>
        <source>Wd</source>
        <comment>wood mark</comment>
        <translation>Bo</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="178"/>
        <source>St</source>
        <comment>stone mark</comment>
        <translation>Pi</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="179"/>
        <source>Gd</source>
        <comment>gold mark</comment>
        <translation>Or</translation>
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
        <translation>à la Carrière</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="199"/>
        <source>in the Forest</source>
        <translation>dans la Forêt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="200"/>
        <source>at the Mines</source>
        <translation>aux Mines</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="201"/>
        <source>at the Silversmith</source>
        <translation>chez l’Orfèvre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="202"/>
        <source>at the King&apos;s Storehouse</source>
        <translation>à l’Entrepôt du Roi</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="203"/>
        <source>at the Workshop</source>
        <translation>à l’Atelier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="204"/>
        <source>in the Town Centre</source>
        <translation>au Centre-ville</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="205"/>
        <source>at the Tax Stand</source>
        <translation>à la Caisse des taxes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="207"/>
        <source>at the Black Market</source>
        <translation>au Marché noir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="208"/>
        <source>in the Guildhall</source>
        <translation>à la Guilde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="209"/>
        <source>at the Cathedral</source>
        <translation>à la Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="210"/>
        <source>in the Prison</source>
        <translation>en Prison</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="221"/>
        <source>from the Quarry</source>
        <translation>de la Carrière</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="222"/>
        <source>from the Forest</source>
        <translation>de la Forêt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="223"/>
        <source>from the Mines</source>
        <translation>des Mines</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="224"/>
        <source>from the Silversmith</source>
        <translation>de chez l’Orfèvre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="225"/>
        <source>from the King&apos;s Storehouse</source>
        <translation>de l’Entrepôt du Roi</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="226"/>
        <source>from the Workshop</source>
        <translation>de l’Atelier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="227"/>
        <source>from the Town Centre</source>
        <translation>du Centre-ville</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="228"/>
        <source>from the Tax Stand</source>
        <translation>de la Caisse des taxes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="229"/>
        <source>from the Guardhouse</source>
        <translation>du Corps de garde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="247"/>
        <source>from the Prison</source>
        <translation>de la Prison</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="249"/>
        <source>from {name}&apos;s board</source>
        <translation>du plateau de {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/names.py" line="257"/>
        <source>lose {what}</source>
        <translation>perds {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="128"/>
        <source>Capture</source>
        <translation>Capturer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="145"/>
        <source>Work on the Cathedral</source>
        <translation>Travailler à la Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="148"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="158"/>
        <source>no card</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="284"/>
        <source>Choose how to pay: click one of the chips by the Cathedral.</source>
        <translation>Choisis comment payer&#xa0;: clique sur l’un des jetons près de la Cathédrale.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/gestures.py" line="351"/>
        <source>With {n} players one Town Centre action captures at %n location(s) at most; this one captures {places}.</source>
        <translation>
            <numerusform>À {n}&#xa0;joueurs, une action au Centre-ville capture dans %n&#xa0;lieu au plus&#xa0;; celle-ci capture {places}.</numerusform>
            <numerusform>À {n}&#xa0;joueurs, une action au Centre-ville capture dans %n&#xa0;lieux au plus&#xa0;; celle-ci capture {places}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="295"/>
        <source>Workers {place} cannot be captured.</source>
        <translation>Les ouvriers {place} ne peuvent pas être capturés.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="289"/>
        <source>You cannot work on the Cathedral now: {why}.</source>
        <translation>Tu ne peux pas travailler à la Cathédrale maintenant&#xa0;: {why}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="302"/>
        <source>Hiring {name} costs {cost}; you have {silver}.</source>
        <translation>Embaucher {name} coûte {cost}&#xa0;; tu as {silver}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="362"/>
        <source>The Cathedral is worked on from the Guildhall: place a worker on the Guildhall.</source>
        <translation>On travaille à la Cathédrale depuis la Guilde&#xa0;: place un ouvrier à la Guilde.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="369"/>
        <source>Drop the worker on one of the spaces of {place}.</source>
        <translation>Dépose l’ouvrier sur l’un des emplacements&#xa0;: {place}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="377"/>
        <source>You have no worker left: click a highlighted place to take one back.</source>
        <translation>Tu n’as plus d’ouvrier&#xa0;: clique sur un endroit en surbrillance pour en reprendre un.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="378"/>
        <source>This is not the time to place a worker.</source>
        <translation>Ce n’est pas le moment de placer un ouvrier.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="379"/>
        <source>You have no worker in your supply.</source>
        <translation>Tu n’as aucun ouvrier dans ta réserve.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="380"/>
        <source>Workers can only go onto a location&apos;s space.</source>
        <translation>Les ouvriers ne peuvent aller que sur l’emplacement d’un lieu.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="381"/>
        <source>Gold at the Mines needs a worker of yours there already.</source>
        <translation>Pour prendre de l’or aux Mines, il faut qu’un de tes ouvriers y soit déjà.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="382"/>
        <source>There is no apprentice to hire.</source>
        <translation>Il n’y a aucun apprenti à embaucher.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="383"/>
        <source>{place} costs {n} silver; you have less.</source>
        <translation>{place}&#xa0;: il faut {n}&#xa0;pièces, tu en as moins.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="384"/>
        <source>There is no silver on the Tax Stand.</source>
        <translation>Il n’y a pas d’argent dans la Caisse des taxes.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="385"/>
        <source>The Black Market is closed to you at virtue {n} or more.</source>
        <translation>Le Marché noir t’est fermé avec une vertu de {n}&#xa0;ou plus.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="386"/>
        <source>That Black Market spot is taken.</source>
        <translation>Cet emplacement du Marché noir est occupé.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="387"/>
        <source>No building card is left to draw.</source>
        <translation>Il ne reste aucune carte Bâtiment à piocher.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="399"/>
        <source>You can neither construct a building in your hand nor work on the Cathedral: {build}; {advance}.</source>
        <translation>Tu ne peux ni construire un bâtiment de ta main ni travailler à la Cathédrale&#xa0;: {build}&#xa0;; {advance}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="407"/>
        <source>you hold no building card</source>
        <translation>tu n’as aucune carte Bâtiment</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="332"/>
        <location filename="../desktop/tables/architects/gestures.py" line="412"/>
        <source>{name} needs {skills}, which none of your apprentices has</source>
        <translation>{name} requiert {skills}, qu’aucun de tes apprentis n’a</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="415"/>
        <source>you cannot pay for any building in your hand</source>
        <translation>tu ne peux payer aucun bâtiment de ta main</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="424"/>
        <source>you have reached the top of the Cathedral</source>
        <translation>tu es déjà au sommet de la Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="426"/>
        <source>the Cathedral needs virtue {n} or more (you have {virtue})</source>
        <translation>la Cathédrale demande une vertu de {n}&#xa0;ou plus (tu as {virtue})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="430"/>
        <source>every space of Cathedral level {k} is taken</source>
        <translation>toutes les places du niveau {k} de la Cathédrale sont prises</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="432"/>
        <source>the Cathedral needs a building card to discard</source>
        <translation>la Cathédrale demande une carte Bâtiment à défausser</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="433"/>
        <source>Cathedral level {k} costs {cost}</source>
        <translation>le niveau {k} de la Cathédrale coûte {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="390"/>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas ton tour.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="392"/>
        <source>You cannot use {place} now.</source>
        <translation>{place}&#xa0;: tu ne peux pas l’utiliser maintenant.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="73"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="74"/>
        <source>Goods</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="75"/>
        <source>Workers</source>
        <translation>Ouvriers</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="76"/>
        <source>Captured</source>
        <translation>Capturés</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="77"/>
        <source>Debts</source>
        <translation>Dettes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="78"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="79"/>
        <source>Apprentices</source>
        <translation>Apprentis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="80"/>
        <source>Buildings</source>
        <translation>Bâtiments</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="81"/>
        <source>Score</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="120"/>
        <source>Virtue {n}: {vp} at the end of the game</source>
        <translation>Vertu {n}&#xa0;: {vp} en fin de partie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="125"/>
        <source>The Black Market is closed to this player.</source>
        <translation>Le Marché noir est fermé à ce joueur.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="127"/>
        <source>This player may not work on the Cathedral.</source>
        <translation>Ce joueur ne peut pas travailler à la Cathédrale.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="130"/>
        <source>Ignores {tax} of every cost.</source>
        <translation>Ignore {tax} sur chaque coût.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="139"/>
        <source>{n} in the supply</source>
        <translation>{n}&#xa0;en réserve</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="140"/>
        <source>{n} on the board</source>
        <translation>{n}&#xa0;sur le plateau</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="141"/>
        <source>{n} in the Guildhall</source>
        <translation>{n}&#xa0;à la Guilde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="142"/>
        <source>{n} in the Prison</source>
        <translation>{n}&#xa0;en Prison</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="143"/>
        <source>{n} held by other players</source>
        <translation>{n}&#xa0;chez d’autres joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="145"/>
        <source>Workers: {list}</source>
        <translation>Ouvriers&#xa0;: {list}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="151"/>
        <source>{name} ({skills}): {ability}</source>
        <translation>{name} ({skills})&#xa0;: {ability}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/panels.py" line="157"/>
        <source>%n worker(s) in the Prison</source>
        <translation>
            <numerusform>%n&#xa0;ouvrier en Prison</numerusform>
            <numerusform>%n&#xa0;ouvriers en Prison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/panels.py" line="182"/>
        <source>%n building card(s) in the hand (hidden)</source>
        <translation>
            <numerusform>%n&#xa0;carte Bâtiment en main (cachée)</numerusform>
            <numerusform>%n&#xa0;cartes Bâtiment en main (cachées)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="171"/>
        <source>Captured workers of: {list}</source>
        <translation>Ouvriers capturés de&#xa0;: {list}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="174"/>
        <source>{what}: {vp} at the end of the game</source>
        <translation>{what}&#xa0;: {vp} en fin de partie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="178"/>
        <source>Unpaid: {n} ({vp} at the end); paid off: {paid}; destroyed: {gone}</source>
        <translation>Impayées&#xa0;: {n} ({vp} en fin de partie)&#xa0;; remboursées&#xa0;: {paid}&#xa0;; détruites&#xa0;: {gone}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="188"/>
        <source>Level {k} of {top}: {vp}</source>
        <translation>Niveau {k}&#xa0;sur {top}&#xa0;: {vp}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="202"/>
        <source>The first player</source>
        <translation>Le premier joueur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="213"/>
        <source>{name}&apos;s building cards and apprentices</source>
        <translation>Cartes Bâtiment et apprentis de {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="230"/>
        <source>[construct]</source>
        <translation>[construire]</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="232"/>
        <source>[discard]</source>
        <translation>[défausser]</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="234"/>
        <source>[keep]</source>
        <translation>[garder]</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="236"/>
        <source>[let go]</source>
        <translation>[renvoyer]</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="251"/>
        <source>Apprentice: {name}</source>
        <translation>Apprenti&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="267"/>
        <source>Drawn: {name}</source>
        <translation>Piochée&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="268"/>
        <source>Draft: {name}</source>
        <translation>Draft&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="281"/>
        <source>Built</source>
        <translation>Construits</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="284"/>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="292"/>
        <source>Buildings (with end bonuses)</source>
        <translation>Bâtiments (avec bonus de fin)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="293"/>
        <source>Unpaid debts</source>
        <translation>Dettes impayées</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="294"/>
        <source>Gold and marble</source>
        <translation>Or et marbre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="297"/>
        <source>highest virtue</source>
        <translation>vertu la plus élevée</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="298"/>
        <source>most silver</source>
        <translation>le plus d’argent</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="301"/>
        <source>Virtue (tie-break)</source>
        <translation>Vertu (départage)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="302"/>
        <source>Silver (2nd tie-break)</source>
        <translation>Argent (second départage)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/panels.py" line="313"/>
        <source>Silver ({vp} per {n})</source>
        <translation>Argent ({vp} par tranche de {n})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/summary.py" line="37"/>
        <source>You kept {name} from the draft</source>
        <translation>Tu as gardé «&#xa0;{name}&#xa0;» lors du draft</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/summary.py" line="39"/>
        <source>You kept {name} from the Black Market</source>
        <translation>Tu as gardé «&#xa0;{name}&#xa0;» au Marché noir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/summary.py" line="41"/>
        <source>You drew {name}</source>
        <translation>Tu as pioché «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/summary.py" line="45"/>
        <source>You discarded {name}</source>
        <translation>Tu as défaussé «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="32"/>
        <source>Promo cards</source>
        <translation>Cartes promo</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="33"/>
        <source>Shuffle the promo buildings and apprentices into their decks.</source>
        <translation>Mélange les bâtiments et apprentis promo dans leurs pioches.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="37"/>
        <source>Characters (variable setup)</source>
        <translation>Personnages (mise en place variable)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="38"/>
        <source>Each player plays a character with their own starting goods, silver, virtue and ability (side 2 of the player boards).</source>
        <translation>Chaque joueur incarne un personnage avec ses propres ressources, argent, vertu et capacité de départ (face 2 des plateaux joueur).</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="50"/>
        <source>Turn {n} · Guildhall {filled} of {size}</source>
        <translation>Tour {n} · Guilde {filled}&#xa0;sur {size}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/table.py" line="55"/>
        <source>Last turns: %n left</source>
        <translation>
            <numerusform>Derniers tours&#xa0;: encore %n</numerusform>
            <numerusform>Derniers tours&#xa0;: encore %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="58"/>
        <source>The Black Market was reset.</source>
        <translation>Le Marché noir a été réinitialisé.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="60"/>
        <source>New apprentices in the Workshop.</source>
        <translation>Nouveaux apprentis à l’Atelier.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="64"/>
        <source>Turn {n}</source>
        <translation>Tour {n}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="72"/>
        <source>{name} picks a building card from the draft.</source>
        <translation>{name} choisit une carte Bâtiment du draft.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="318"/>
        <source>{name} is not played: an apprentice&apos;s skills count when you construct a building.</source>
        <translation>{name} ne se joue pas&#xa0;: les compétences d’un apprenti comptent quand tu construis un bâtiment.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="325"/>
        <source>{name} is constructed from the Guildhall: place a worker on the Guildhall.</source>
        <translation>{name} se construit depuis la Guilde&#xa0;: place un ouvrier à la Guilde.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/gestures.py" line="335"/>
        <source>You cannot pay for {name}: it costs {cost}.</source>
        <translation>Tu ne peux pas payer {name}&#xa0;: il coûte {cost}.</translation>
    </message>
</context>
<context>
    <name>board</name>
    <message>
        <location filename="../desktop/board/scene.py" line="418"/>
        <source>Now click a highlighted space (Escape cancels).</source>
        <extracomment>a target this small (scene units squared, with its highlight margin) is a space, not a card</extracomment>
        <translation>Clique maintenant sur un emplacement en surbrillance (Échap pour annuler).</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="426"/>
        <source>Drop the meeple on a highlighted space.</source>
        <translation>Dépose le pion sur un emplacement en surbrillance.</translation>
    </message>
    <message>
        <location filename="../desktop/board/scene.py" line="457"/>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <location filename="../desktop/board/pools.py" line="84"/>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="91"/>
        <source>1st</source>
        <translation>1er</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="54"/>
        <source>Waterdeep</source>
        <translation>Eauprofonde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="62"/>
        <source>Each agent here is assigned again at the end of the round.</source>
        <translation>Chaque agent ici est replacé à la fin de la manche.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="76"/>
        <source>Buildings in play</source>
        <translation>Bâtiments en jeu</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="82"/>
        <source>First-player marker: this player starts the next round.</source>
        <translation>Marqueur de premier joueur&#xa0;: ce joueur commence la prochaine manche.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="121"/>
        <source>{name}&apos;s pool of agents</source>
        <translation>Réserve d’agents de {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="194"/>
        <source>The Ambassador</source>
        <translation>L’Ambassadeur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="197"/>
        <source>{name}&apos;s Lieutenant</source>
        <translation>Lieutenant de {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/board.py" line="198"/>
        <source>{name}&apos;s agent</source>
        <translation>Agent de {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rounds.py" line="36"/>
        <source>Rounds track: round {n} of 8. The 3 VP tokens of a round go onto the Builder&apos;s Hall tiles when it starts; in round 5 everyone gains an agent.</source>
        <translation>Piste des manches&#xa0;: manche {n}&#xa0;sur 8. Au début de chaque manche, ses 3&#xa0;jetons PV vont sur les tuiles de la Halle des Bâtisseurs&#xa0;; à la manche 5, chacun reçoit un agent de plus.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rounds.py" line="61"/>
        <source>+1 agent</source>
        <translation>+1&#xa0;agent</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="55"/>
        <source>Choose an adventurer</source>
        <translation>Choisir un aventurier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="67"/>
        <source>choose {what}</source>
        <translation>choisir {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="74"/>
        <source>C</source>
        <comment>cleric chip</comment>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="75"/>
        <source>F</source>
        <comment>fighter chip</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="76"/>
        <source>R</source>
        <comment>rogue chip</comment>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="77"/>
        <source>W</source>
        <comment>wizard chip</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../desktop/board/items.py" line="465"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../desktop/board/focus.py" line="209"/>
        <source>Here: {meeples}.</source>
        <translation>Ici&#xa0;: {meeples}.</translation>
    </message>
    <message>
        <location filename="../desktop/board/focus.py" line="211"/>
        <source>You can choose this now: press Enter.</source>
        <translation>Tu peux choisir ceci maintenant&#xa0;: appuie sur Entrée.</translation>
    </message>
    <message>
        <location filename="../desktop/board/focus.py" line="213"/>
        <source>The hint suggests this.</source>
        <translation>Le conseil propose ceci.</translation>
    </message>
    <message>
        <location filename="../desktop/board/view.py" line="54"/>
        <source>Game board</source>
        <extracomment>arrow key -&gt; direction on the board</extracomment>
        <translation>Plateau de jeu</translation>
    </message>
    <message>
        <location filename="../desktop/board/view.py" line="56"/>
        <source>Tab and Shift+Tab go through what you can choose now, the arrow keys through every space; Enter chooses; Escape leaves the board.</source>
        <translation>Tab et Maj+Tab parcourent ce que tu peux choisir maintenant, les flèches chaque emplacement&#xa0;; Entrée choisit&#xa0;; Échap quitte le plateau.</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="25"/>
        <source>Tame the Hill Griffons</source>
        <translation>Dompter les griffons des collines</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="26"/>
        <source>Explore the Sunken Observatory</source>
        <translation>Explorer l’observatoire englouti</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="27"/>
        <source>Expose the Crimson Coven&apos;s Spies</source>
        <translation>Débusquer les espions de la Confrérie pourpre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="28"/>
        <source>Host the Lantern Festival</source>
        <translation>Organiser la fête des Lanternes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="29"/>
        <source>Infiltrate the Obsidian Circle</source>
        <translation>Infiltrer le Cercle d’obsidienne</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="30"/>
        <source>Investigate the Sewer Blight</source>
        <translation>Enquêter sur le fléau des égouts</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="31"/>
        <source>Reclaim the Scrying Orb</source>
        <translation>Récupérer l’orbe de divination</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="32"/>
        <source>Recruit for the Arcane Collegium</source>
        <translation>Recruter pour le Collège arcanique</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="33"/>
        <source>Study the Hourglass Arts</source>
        <translation>Étudier l’art du sablier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="34"/>
        <source>Retrieve the Buried Relics</source>
        <translation>Exhumer les reliques enfouies</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="35"/>
        <source>Steal a Grimoire from the Archmage</source>
        <translation>Voler un grimoire à l’archimage</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="36"/>
        <source>Study the Moonstone Arch</source>
        <translation>Étudier l’arche de pierre de lune</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="37"/>
        <source>Ally with House Corvalen</source>
        <translation>S’allier à la maison Corvalen</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="38"/>
        <source>Pay Off the Dockmasters</source>
        <translation>Acheter les maîtres du port</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="39"/>
        <source>Charter a Traders&apos; Consortium</source>
        <translation>Fonder un consortium marchand</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="40"/>
        <source>Impersonate a Velmoran Noble</source>
        <translation>Se faire passer pour un noble velmoran</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="41"/>
        <source>Plant Friends in the Masons&apos; Guild</source>
        <translation>Noyauter la guilde des maçons</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="42"/>
        <source>Loot the Harvest Crypt</source>
        <translation>Piller la crypte des Moissons</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="43"/>
        <source>Lure the Ironvale Artisans</source>
        <translation>Débaucher les artisans de Valfer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="44"/>
        <source>Appease the Striding Colossus</source>
        <translation>Apaiser le colosse errant</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="45"/>
        <source>Escort the Visiting Enchanter</source>
        <translation>Escorter l’enchanteur de passage</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="46"/>
        <source>Send Aid to the Silent Watch</source>
        <translation>Secourir le Guet silencieux</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="47"/>
        <source>Spy on the House of Candles</source>
        <translation>Espionner la maison des Chandelles</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="48"/>
        <source>Bribe the Night Patrol</source>
        <translation>Soudoyer la patrouille de nuit</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="49"/>
        <source>Win a Noble to the Faith</source>
        <translation>Convertir un noble à la foi</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="50"/>
        <source>Raise a Shrine of Knowledge</source>
        <translation>Ériger un sanctuaire du Savoir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="51"/>
        <source>Guard the Gambler&apos;s Keep</source>
        <translation>Garder le Fort des Flambeurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="52"/>
        <source>Uncover the Hidden Serpent Temple</source>
        <translation>Découvrir le temple caché du Serpent</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="53"/>
        <source>Destroy the Ghoul Nest</source>
        <translation>Détruire le nid de goules</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="54"/>
        <source>Forge a Pact with the Steppe Clans</source>
        <translation>Pactiser avec les clans des steppes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="55"/>
        <source>Tend the Wounded Shieldguard</source>
        <translation>Soigner la Garde-Bouclier blessée</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="56"/>
        <source>Perform the Rite of Atonement</source>
        <translation>Célébrer le rite d’expiation</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="57"/>
        <source>Call Down a Blessing on the Poor</source>
        <translation>Implorer une bénédiction pour les pauvres</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="58"/>
        <source>Protect the House of Marvels</source>
        <translation>Protéger la Maison des Merveilles</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="59"/>
        <source>Recruit Knights of the Scales</source>
        <translation>Recruter les chevaliers de la Balance</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="60"/>
        <source>Seal the Gate of Ashes</source>
        <translation>Sceller la porte des Cendres</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="61"/>
        <source>Earn a Name in the Undercity</source>
        <translation>Se faire un nom dans la Cité souterraine</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="62"/>
        <source>Open a Safe House in the Old Quarter</source>
        <translation>Ouvrir une planque dans la vieille ville</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="63"/>
        <source>Found the Guild of Quiet Hands</source>
        <translation>Fonder la guilde des Mains discrètes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="64"/>
        <source>Unmask the Corrupt Priesthood</source>
        <translation>Démasquer le clergé corrompu</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="65"/>
        <source>Fence Loot for the Velvet Baron</source>
        <translation>Receler pour le baron de Velours</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="66"/>
        <source>Plant a Mole in the Citadel</source>
        <translation>Placer une taupe dans la citadelle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="67"/>
        <source>Embed a Sleeper in the Undercity</source>
        <translation>Installer un dormeur dans la Cité souterraine</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="68"/>
        <source>Spring the Debtors&apos; Gaol</source>
        <translation>Forcer la prison pour dettes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="69"/>
        <source>Acquire Smuggled Silks</source>
        <translation>Se procurer des soieries de contrebande</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="70"/>
        <source>Raid the Endless Vaults</source>
        <translation>Dévaliser les Caveaux sans fin</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="71"/>
        <source>Steal from House Marrowby</source>
        <translation>Voler la maison Marrowby</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="72"/>
        <source>Seize a Rival Syndicate</source>
        <translation>S’emparer d’un syndicat rival</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="73"/>
        <source>Waylay the Bandit Lord Skarn</source>
        <translation>Piéger le seigneur brigand Skarn</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="74"/>
        <source>Muster the City Militia</source>
        <translation>Lever la milice de la cité</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="75"/>
        <source>Train the Pegasus Lancers</source>
        <translation>Former les lanciers pégases</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="76"/>
        <source>Confront the Eyeless King</source>
        <translation>Affronter le Roi sans yeux</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="77"/>
        <source>Crush the Rising from the Deeps</source>
        <translation>Écraser le soulèvement des profondeurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="78"/>
        <source>Send the Last Warning</source>
        <translation>Envoyer l’ultime avertissement</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="79"/>
        <source>Arm the Temple of the Tides</source>
        <translation>Armer le temple des Marées</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="80"/>
        <source>Put Down the Sellsword Revolt</source>
        <translation>Mater la révolte des mercenaires</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="81"/>
        <source>Storm the Goblin Warren</source>
        <translation>Prendre d’assaut le terrier gobelin</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="82"/>
        <source>Enlist a Seasoned Captain</source>
        <translation>Enrôler un capitaine aguerri</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="83"/>
        <source>Repel the Sea Reavers</source>
        <translation>Repousser les pillards des mers</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="84"/>
        <source>Train Spellblades</source>
        <translation>Former des bretteurs-mages</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="86"/>
        <source>Sudden Skirmish</source>
        <translation>Escarmouche soudaine</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="87"/>
        <source>Spell Backfire</source>
        <translation>Retour de flamme</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="88"/>
        <source>Knife in the Dark</source>
        <translation>Couteau dans l’ombre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="89"/>
        <source>Shaken Belief</source>
        <translation>Foi ébranlée</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="90"/>
        <source>Round on the House!</source>
        <translation>Tournée générale&#xa0;!</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="91"/>
        <source>Grease the Palm</source>
        <translation>Graisser la patte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="92"/>
        <source>Hasten the Scheme</source>
        <translation>Précipiter le complot</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="93"/>
        <source>Auction of Secrets</source>
        <translation>Enchères de secrets</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="94"/>
        <source>Post a Bounty Notice</source>
        <translation>Afficher une prime</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="95"/>
        <source>Old Debts Repaid</source>
        <translation>Vieilles dettes remboursées</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="96"/>
        <source>Abandon the Venture</source>
        <translation>Abandonner l’entreprise</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="97"/>
        <source>Press Gangs</source>
        <translation>Racoleurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="98"/>
        <source>Night of Cutpurses</source>
        <translation>Nuit des coupe-bourses</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="99"/>
        <source>Open Sanctuary</source>
        <translation>Sanctuaire ouvert</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="100"/>
        <source>Apprentices&apos; Trial</source>
        <translation>Épreuve des apprentis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="101"/>
        <source>Share the Spoils</source>
        <translation>Partager le butin</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="102"/>
        <source>Swap of Deeds</source>
        <translation>Échange de titres</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="103"/>
        <source>Quiet Withdrawal</source>
        <translation>Retrait discret</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="104"/>
        <source>Hire Informants</source>
        <translation>Engager des indicateurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="105"/>
        <source>Plea for Swords</source>
        <translation>Appel aux épées</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="106"/>
        <source>Scholars&apos; Compact</source>
        <translation>Pacte des érudits</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="107"/>
        <source>Ring the Temple Bells</source>
        <translation>Sonner les cloches du temple</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="108"/>
        <source>Levy the Gate Toll</source>
        <translation>Lever le péage des portes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="109"/>
        <source>Tour of the Works</source>
        <translation>Visite des chantiers</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="110"/>
        <source>Sealed Orders</source>
        <translation>Ordres scellés</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="111"/>
        <source>Drive Off the Highwaymen</source>
        <translation>Chasser les bandits de grand chemin</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="112"/>
        <source>Thwart the Black Caravan</source>
        <translation>Contrecarrer la Caravane noire</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="113"/>
        <source>Soothe the Guild Masters</source>
        <translation>Amadouer les maîtres des guildes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="114"/>
        <source>Calm the Bread Riot</source>
        <translation>Calmer l’émeute du pain</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="115"/>
        <source>Hold Back the Tunnel Raiders</source>
        <translation>Contenir les maraudeurs des tunnels</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="116"/>
        <source>Root Out the Doomsayers</source>
        <translation>Traquer les prophètes de malheur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="118"/>
        <source>The Drovers&apos; Yard</source>
        <translation>Enclos des Bouviers</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="119"/>
        <source>Wyvern Tower</source>
        <translation>Tour de la Vouivre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="120"/>
        <source>Saddlebow Court</source>
        <translation>Cour de l’Arçon</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="121"/>
        <source>The Silver Chalice</source>
        <translation>Calice d’Argent</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="122"/>
        <source>Brackwater Storehouse</source>
        <translation>Entrepôt d’Eaumâtre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="123"/>
        <source>Champions&apos; Arbor</source>
        <translation>Tonnelle des Champions</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="124"/>
        <source>House of the Full Cask</source>
        <translation>Maison du Tonneau plein</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="125"/>
        <source>Hall of the Vigilant</source>
        <translation>Salle des Vigilants</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="126"/>
        <source>House of the Evenstar</source>
        <translation>Maison de l’Étoile du soir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="127"/>
        <source>House of Marvels</source>
        <translation>Maison des Merveilles</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="128"/>
        <source>Mummers&apos; Row</source>
        <translation>Rue des Saltimbanques</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="129"/>
        <source>Lyrecrest College</source>
        <translation>Collège de la Lyre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="130"/>
        <source>Wolfsgate</source>
        <translation>Porte-aux-Loups</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="131"/>
        <source>The Envoy&apos;s Palace</source>
        <translation>Palais de l’Envoyé</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="132"/>
        <source>The Shadowstair</source>
        <translation>Escalier des Ombres</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="133"/>
        <source>Tidecutter Quay</source>
        <translation>Quai Fend-Marée</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="134"/>
        <source>Towers of First Light</source>
        <translation>Tours de la Première Lueur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="135"/>
        <source>The Mason&apos;s Lodge</source>
        <translation>Loge du Maçon</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="136"/>
        <source>The Gilded Scales</source>
        <translation>Balance Dorée</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="137"/>
        <source>The Gambler&apos;s Keep</source>
        <translation>Fort des Flambeurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="138"/>
        <source>Tower of the Conclave</source>
        <translation>Tour du Conclave</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="139"/>
        <source>The Pilgrims&apos; Cross</source>
        <translation>Croix des Pèlerins</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="140"/>
        <source>The Sunken Flagon</source>
        <translation>Chope Engloutie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="141"/>
        <source>The Mirrorspire</source>
        <translation>Flèche-Miroir</translation>
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
        <translation>Ostrum le Grand Voyageur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="146"/>
        <source>Aldric Venn, the Battlemage</source>
        <translation>Aldric Venn, le Mage de guerre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="147"/>
        <source>Seraphine Aldane</source>
        <translation>Séraphine Aldane</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="148"/>
        <source>Bram the Coinwarden</source>
        <translation>Bram le Gardien des Écus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="149"/>
        <source>Tamsin Quillfoot</source>
        <translation>Tamsin Piedplume</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="150"/>
        <source>Nerissa Vantholt</source>
        <translation>Nerissa Vantholt</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardnames.py" line="151"/>
        <source>Roderic the Oathsworn</source>
        <translation>Roderic l’Assermenté</translation>
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
        <translation>Forge</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="27"/>
        <source>Steeple</source>
        <translation>Clocher</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="28"/>
        <source>Stone Market</source>
        <translation>Marché de la pierre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="29"/>
        <source>Tavern</source>
        <translation>Taverne</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="30"/>
        <source>Thieves&apos; Den</source>
        <translation>Repaire des voleurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="31"/>
        <source>Tiler&apos;s Hut</source>
        <translation>Cabane du couvreur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="32"/>
        <source>Trading Post</source>
        <translation>Comptoir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="33"/>
        <source>Treasury</source>
        <translation>Trésorerie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="34"/>
        <source>University</source>
        <translation>Université</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="35"/>
        <source>Watchtower</source>
        <translation>Tour de guet</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="36"/>
        <source>Well</source>
        <translation>Puits</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="37"/>
        <source>Wood Market</source>
        <translation>Marché du bois</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="38"/>
        <source>Aqueduct</source>
        <translation>Aqueduc</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="39"/>
        <source>Armoury</source>
        <translation>Armurerie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="40"/>
        <source>Barracks</source>
        <translation>Caserne</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="41"/>
        <source>Betting House</source>
        <translation>Maison de paris</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="42"/>
        <source>Carpenter&apos;s Hut</source>
        <translation>Cabane du charpentier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="43"/>
        <source>Castle</source>
        <translation>Château</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="44"/>
        <source>Chapel</source>
        <translation>Chapelle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="45"/>
        <source>Church</source>
        <translation>Église</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="46"/>
        <source>Clay Market</source>
        <translation>Marché de l’argile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="47"/>
        <source>Clay Pit</source>
        <translation>Argilière</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="48"/>
        <source>Drafting Room</source>
        <translation>Cabinet de dessin</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="49"/>
        <source>Dungeon</source>
        <translation>Cachot</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="50"/>
        <source>Factory</source>
        <translation>Manufacture</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="51"/>
        <source>Fortress</source>
        <translation>Forteresse</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="52"/>
        <source>Fountain</source>
        <translation>Fontaine</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="53"/>
        <source>Gambler&apos;s Den</source>
        <translation>Tripot</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="54"/>
        <source>Hideout</source>
        <translation>Cachette</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="55"/>
        <source>Keep</source>
        <translation>Donjon</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="56"/>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="57"/>
        <source>Lighthouse</source>
        <translation>Phare</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="58"/>
        <source>Lumber Camp</source>
        <translation>Camp de bûcherons</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="59"/>
        <source>Mason&apos;s Hut</source>
        <translation>Cabane du maçon</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="60"/>
        <source>Moneylender</source>
        <translation>Prêteur sur gages</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="61"/>
        <source>Monument</source>
        <translation>Monument</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="62"/>
        <source>Observatory</source>
        <translation>Observatoire</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="63"/>
        <source>Palace</source>
        <translation>Palais</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="64"/>
        <source>Reservoir</source>
        <translation>Réservoir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="65"/>
        <source>Silver Market</source>
        <translation>Marché de l’argent</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="66"/>
        <source>Crane</source>
        <translation>Grue</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="67"/>
        <source>Graveyard</source>
        <translation>Cimetière</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="68"/>
        <source>Museum</source>
        <translation>Musée</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="70"/>
        <source>Acolyte</source>
        <translation>Acolyte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="71"/>
        <source>Conspirator</source>
        <translation>Conspirateur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="72"/>
        <source>Debt Collector</source>
        <translation>Collecteur de dettes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="73"/>
        <source>Gatekeeper</source>
        <translation>Portier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="74"/>
        <source>Illusionist</source>
        <translation>Illusionniste</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="75"/>
        <source>Jeweller</source>
        <translation>Joaillier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="76"/>
        <source>Labourer</source>
        <translation>Manœuvre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="77"/>
        <source>Merchant</source>
        <translation>Marchand</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="78"/>
        <source>Miner</source>
        <translation>Mineur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="79"/>
        <source>Patron</source>
        <translation>Mécène</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="80"/>
        <source>Pickpocket</source>
        <translation>Tire-laine</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="81"/>
        <source>Squire</source>
        <translation>Écuyer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="82"/>
        <source>Stonecutter</source>
        <translation>Tailleur de pierre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="83"/>
        <source>Swindler</source>
        <translation>Escroc</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="84"/>
        <source>Thief</source>
        <translation>Voleur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="85"/>
        <source>Trader</source>
        <translation>Négociant</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="86"/>
        <source>Trickster</source>
        <translation>Fripon</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="87"/>
        <source>Woodcutter</source>
        <translation>Bûcheron</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="88"/>
        <source>Enforcer</source>
        <translation>Homme de main</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="89"/>
        <source>Overseer</source>
        <translation>Contremaître</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="90"/>
        <source>Peddler</source>
        <translation>Colporteur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="92"/>
        <source>Lothaire</source>
        <translation>Lothaire</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="93"/>
        <source>Therese</source>
        <translation>Thérèse</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="94"/>
        <source>Hugo</source>
        <translation>Hugues</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="95"/>
        <source>Caroline</source>
        <translation>Caroline</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="96"/>
        <source>Ada</source>
        <translation>Ada</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="97"/>
        <source>Clovis</source>
        <translation>Clovis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="98"/>
        <source>Frederick</source>
        <translation>Frédéric</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="99"/>
        <source>Fara</source>
        <translation>Fara</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="100"/>
        <source>Rudolf</source>
        <translation>Rodolphe</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/cardnames.py" line="101"/>
        <source>Bertha</source>
        <translation>Berthe</translation>
    </message>
</context>
<context>
    <name>cardtext</name>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="28"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="36"/>
        <source>%n intrigue card(s)</source>
        <translation>
            <numerusform>%n&#xa0;carte Intrigue</numerusform>
            <numerusform>%n&#xa0;cartes Intrigue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="40"/>
        <source>%n face-up quest(s) from Cliffwatch Inn</source>
        <translation>
            <numerusform>%n&#xa0;quête face visible de l’Auberge de Guetfalaise</numerusform>
            <numerusform>%n&#xa0;quêtes face visible de l’Auberge de Guetfalaise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="44"/>
        <source>%n adventurer(s) of your choice</source>
        <translation>
            <numerusform>%n&#xa0;aventurier de ton choix</numerusform>
            <numerusform>%n&#xa0;aventuriers de ton choix</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="55"/>
        <source>%n adventurer(s), each {choice}</source>
        <translation>
            <numerusform>%n&#xa0;aventurier&#xa0;: {choice}</numerusform>
            <numerusform>%n&#xa0;aventuriers, chacun au choix {choice}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="76"/>
        <source>score all VP tokens on this tile</source>
        <translation>marque tous les jetons PV de cette tuile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="79"/>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="91"/>
        <source>take everything on this tile</source>
        <translation>prends tout ce qui se trouve sur cette tuile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="81"/>
        <source>take all clerics on this tile</source>
        <translation>prends tous les clercs de cette tuile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="82"/>
        <source>take all fighters on this tile</source>
        <translation>prends tous les guerriers de cette tuile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="83"/>
        <source>take all rogues on this tile</source>
        <translation>prends tous les roublards de cette tuile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="84"/>
        <source>take all wizards on this tile</source>
        <translation>prends tous les magiciens de cette tuile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="85"/>
        <source>take all gold on this tile</source>
        <translation>prends tout l’or de cette tuile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="93"/>
        <source>an opponent of your choice takes {n} gold</source>
        <translation>un adversaire de ton choix prend {n}&#xa0;or</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="95"/>
        <source>take 1 face-up quest from Cliffwatch Inn; complete it at once to score {n} VP more</source>
        <translation>prends 1&#xa0;quête face visible de l’Auberge de Guetfalaise&#xa0;; si tu l’accomplis aussitôt, marque {n}&#xa0;PV de plus</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="99"/>
        <source>take the first-player marker</source>
        <translation>prends le marqueur de premier joueur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="100"/>
        <source>buy a building from Builder&apos;s Hall</source>
        <translation>achète un bâtiment à la Halle des Bâtisseurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="101"/>
        <source>play an intrigue card; this agent is reassigned at the end of the round</source>
        <translation>joue une carte Intrigue&#xa0;; cet agent sera réaffecté à la fin de la manche</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="102"/>
        <source>take the Ambassador; next round you assign it before anyone else</source>
        <translation>prends l’Ambassadeur&#xa0;; à la prochaine manche, tu le places avant tout le monde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="103"/>
        <source>take 1 gold for each building in play</source>
        <translation>prends 1&#xa0;or par bâtiment en jeu</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="104"/>
        <source>take the action of a space that holds an opponent&apos;s agent</source>
        <translation>effectue l’action d’un emplacement occupé par un agent adverse</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="105"/>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="356"/>
        <source>return one of your placed agents to your pool</source>
        <translation>reprends dans ta réserve un de tes agents placés</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="106"/>
        <source>you may play an intrigue card at once</source>
        <translation>tu peux jouer aussitôt une carte Intrigue</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="116"/>
        <source>pay {n} gold</source>
        <translation>paie {n}&#xa0;or</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="118"/>
        <source>return {what}</source>
        <translation>rends {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="121"/>
        <source>replace the face-up quests at Cliffwatch Inn with {n} new ones</source>
        <translation>remplace les quêtes face visible de l’Auberge de Guetfalaise par {n}&#xa0;nouvelles</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="128"/>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="323"/>
        <source>take {what}</source>
        <translation>prends {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="130"/>
        <source>score {n} VP</source>
        <translation>marque {n}&#xa0;PV</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="132"/>
        <source>draw {what}</source>
        <translation>pioche {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="137"/>
        <source>{first}, then {rest}</source>
        <translation>{first}, puis {rest}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="138"/>
        <source>no effect</source>
        <translation>aucun effet</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="148"/>
        <source>{name}
Action: {action}</source>
        <translation>{name}
Action&#xa0;: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="159"/>
        <source>Owner gets: {what}</source>
        <translation>Le propriétaire reçoit&#xa0;: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="168"/>
        <source>{n} VP tokens</source>
        <translation>{n}&#xa0;jetons PV</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="173"/>
        <source>When bought and at each round start, this tile gets {what}</source>
        <translation>À l’achat et au début de chaque manche, cette tuile reçoit {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="179"/>
        <source>{name} (costs {cost} gold)</source>
        <translation>{name} (coûte {cost}&#xa0;or)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="180"/>
        <source>Action: {action}</source>
        <translation>Action&#xa0;: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="195"/>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="383"/>
        <source>{n} VP for each building you control</source>
        <translation>{n}&#xa0;PV par bâtiment que tu contrôles</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="196"/>
        <source>1 quest from the quest deck</source>
        <translation>1&#xa0;quête de la pioche des quêtes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="197"/>
        <source>a free building of your choice from Builder&apos;s Hall</source>
        <translation>un bâtiment gratuit de ton choix dans la Halle des Bâtisseurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="198"/>
        <source>a free building from the top of the stack</source>
        <translation>un bâtiment gratuit pris sur le dessus de la pile</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="214"/>
        <source>{reward}; {extra}</source>
        <translation>{reward}&#xa0;; {extra}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="228"/>
        <source>Needs: {cost}</source>
        <translation>Requiert&#xa0;: {cost}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="232"/>
        <source>Reward: {reward}</source>
        <translation>Récompense&#xa0;: {reward}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="238"/>
        <source>+{n} VP for each {type} quest you complete later</source>
        <translation>+{n}&#xa0;PV pour chaque quête de type {type} que tu accompliras</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="242"/>
        <source>+{n} VP whenever you buy a building in Builder&apos;s Hall</source>
        <translation>+{n}&#xa0;PV chaque fois que tu achètes un bâtiment à la Halle des Bâtisseurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="244"/>
        <source>whenever an action gives you a wizard, also draw 1 intrigue card</source>
        <translation>chaque fois qu’une action te donne un magicien, pioche aussi 1&#xa0;carte Intrigue</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="245"/>
        <source>whenever an action gives you gold, also take 1 rogue</source>
        <translation>chaque fois qu’une action te donne de l’or, prends aussi 1&#xa0;roublard</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="246"/>
        <source>whenever an action gives you a rogue, also take 2 gold</source>
        <translation>chaque fois qu’une action te donne un roublard, prends aussi 2&#xa0;or</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="247"/>
        <source>whenever an action gives you a fighter, also take 1 fighter</source>
        <translation>chaque fois qu’une action te donne un guerrier, prends aussi 1&#xa0;guerrier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="248"/>
        <source>once per round, you may assign an agent to a space an opponent&apos;s agent holds</source>
        <translation>une fois par manche, tu peux placer un agent sur un emplacement déjà occupé par un agent adverse</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="249"/>
        <source>once per round, when an action gives you a cleric, you may swap 1 other adventurer for 1 cleric</source>
        <translation>une fois par manche, quand une action te donne un clerc, tu peux échanger 1&#xa0;autre aventurier contre 1&#xa0;clerc</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="253"/>
        <source>+2 VP whenever you play an intrigue card</source>
        <translation>+2&#xa0;PV chaque fois que tu joues une carte Intrigue</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="254"/>
        <source>at the start of each round, take 1 adventurer of your choice</source>
        <translation>au début de chaque manche, prends 1&#xa0;aventurier de ton choix</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="255"/>
        <source>the Lieutenant joins your agents for the rest of the game</source>
        <translation>le Lieutenant rejoint tes agents pour le reste de la partie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="262"/>
        <source>From now on: {effect}</source>
        <translation>Désormais&#xa0;: {effect}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="267"/>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="373"/>
        <source>mandatory quest</source>
        <translation>quête obligatoire</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="277"/>
        <source>Must be completed before any other quest.</source>
        <translation>Doit être accomplie avant toute autre quête.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="282"/>
        <source>{name} ({type})</source>
        <translation>{name} ({type})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="288"/>
        <source>needs {cost}; reward {reward}</source>
        <translation>requiert {cost}&#xa0;; récompense {reward}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="299"/>
        <source>still need {what}</source>
        <translation>il te manque {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="301"/>
        <source>ready to complete once your mandatory quest is done</source>
        <translation>prête à être accomplie une fois ta quête obligatoire accomplie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="302"/>
        <source>ready to complete</source>
        <translation>prête à être accomplie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="311"/>
        <source>each opponent returns {one} to the supply; for each opponent who cannot: {fallback}</source>
        <translation>chaque adversaire rend {one} à la réserve générale&#xa0;; pour chaque adversaire qui ne le peut pas&#xa0;: {fallback}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="315"/>
        <source>pay {n} gold and take the action of a space that holds an opponent&apos;s agent</source>
        <translation>paie {n}&#xa0;or et effectue l’action d’un emplacement occupé par un agent adverse</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="320"/>
        <source>take {what}; then each opponent takes %n adventurer(s) of their choice</source>
        <translation>
            <numerusform>prends {what}&#xa0;; puis chaque adversaire prend %n&#xa0;aventurier de son choix</numerusform>
            <numerusform>prends {what}&#xa0;; puis chaque adversaire prend %n&#xa0;aventuriers de son choix</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="325"/>
        <source>discard one of your quests and score {n} VP; then each opponent may discard one of theirs to score {m} VP</source>
        <translation>défausse une de tes quêtes et marque {n}&#xa0;PV&#xa0;; puis chaque adversaire peut défausser une des siennes pour marquer {m}&#xa0;PV</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="330"/>
        <source>take {what}; then an opponent of your choice takes {theirs}</source>
        <translation>prends {what}&#xa0;; puis un adversaire de ton choix prend {theirs}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="334"/>
        <source>take {what}; then each opponent may give you {give} to score {n} VP</source>
        <translation>prends {what}&#xa0;; puis chaque adversaire peut te donner {give} pour marquer {n}&#xa0;PV</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="338"/>
        <source>an opponent of your choice must complete this quest before any other: needs {cost}, reward {n} VP</source>
        <translation>un adversaire de ton choix doit accomplir cette quête avant toute autre&#xa0;: requiert {cost}, récompense {n}&#xa0;PV</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="343"/>
        <source>take 1 adventurer of your choice from an opponent of your choice</source>
        <translation>prends 1&#xa0;aventurier de ton choix à un adversaire de ton choix</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="344"/>
        <source>return one of your agents from Waterdeep Harbor to your pool, then assign two agents in a row</source>
        <translation>reprends dans ta réserve un de tes agents du Port d’Eauprofonde, puis place deux agents d’affilée</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="347"/>
        <source>reveal 1 quest per player from the quest deck; starting with you, each player keeps one in turn</source>
        <translation>révèle 1&#xa0;quête par joueur depuis la pioche des quêtes&#xa0;; en commençant par toi, chaque joueur en garde une à tour de rôle</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="351"/>
        <source>discard one of your buildings that holds no agent; then put a Builder&apos;s Hall building of your choice into play for free</source>
        <translation>défausse un de tes bâtiments sur lequel il n’y a aucun agent&#xa0;; puis mets gratuitement en jeu un bâtiment de ton choix de la Halle des Bâtisseurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="357"/>
        <source>assign an agent from your pool to a building in Builder&apos;s Hall and take its action</source>
        <translation>place un agent de ta réserve sur un bâtiment de la Halle des Bâtisseurs et effectue son action</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="360"/>
        <source>name a quest type; reveal quests from the deck until one of that type turns up, take it and discard the others</source>
        <translation>nomme un type de quête&#xa0;; révèle des quêtes de la pioche jusqu’à en trouver une de ce type, prends-la et défausse les autres</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="371"/>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="372"/>
        <source>utility</source>
        <translation>utilitaire</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="375"/>
        <source>{name} ({kind})
{effect}</source>
        <translation>{name} ({kind})
{effect}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="385"/>
        <source>{n} VP for each {types} quest you complete</source>
        <translation>{n}&#xa0;PV pour chaque quête de type {types} que tu accomplis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="389"/>
        <source>{name}
End of game: {bonus}</source>
        <translation>{name}
Fin de partie&#xa0;: {bonus}</translation>
    </message>
</context>
<context>
    <name>controller</name>
    <message>
        <location filename="../desktop/controller.py" line="109"/>
        <source>Play on from here needs the casual undo policy.</source>
        <translation>«&#xa0;Reprendre la partie d’ici&#xa0;» nécessite la règle d’annulation «&#xa0;Libre&#xa0;».</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="156"/>
        <source>That is not a legal choice now.</source>
        <translation>Ce choix n’est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="200"/>
        <location filename="../desktop/controller.py" line="215"/>
        <source>Pass the laptop first.</source>
        <translation>Passe d’abord le portable.</translation>
    </message>
    <message>
        <location filename="../desktop/controller.py" line="202"/>
        <location filename="../desktop/gestures.py" line="71"/>
        <source>Your turn is over: press Done to pass the laptop.</source>
        <translation>Ton tour est terminé&#xa0;: appuie sur Terminé pour passer le portable.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="175"/>
        <source>This is not the time to assign an agent.</source>
        <translation>Ce n’est pas le moment de placer un agent.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="176"/>
        <source>Place this agent on a building tile in Builder&apos;s Hall.</source>
        <translation>Place cet agent sur une tuile de bâtiment de la Halle des Bâtisseurs.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="177"/>
        <source>That is not an action space.</source>
        <translation>Ce n’est pas un emplacement d’action.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="178"/>
        <source>{space} is already occupied.</source>
        <translation>Emplacement déjà occupé&#xa0;: {space}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="179"/>
        <source>Agents cannot be reassigned to Waterdeep Harbor.</source>
        <translation>Les agents ne peuvent pas être réaffectés au Port d’Eauprofonde.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="180"/>
        <source>Waterdeep Harbor needs an intrigue card you can play.</source>
        <translation>Le Port d’Eauprofonde nécessite une carte Intrigue que tu peux jouer.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="181"/>
        <source>You cannot afford a building in Builder&apos;s Hall.</source>
        <translation>Tu n’as pas les moyens d’acheter un bâtiment de la Halle des Bâtisseurs.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="182"/>
        <source>There is no free lot for another building.</source>
        <translation>Il n’y a plus de terrain libre pour un autre bâtiment.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="183"/>
        <source>{space} needs {n} gold.</source>
        <translation>{space} demande {n}&#xa0;or.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/gestures.py" line="184"/>
        <source>{space} needs %n adventurer(s) to return.</source>
        <translation>
            <numerusform>{space} demande de rendre %n&#xa0;aventurier.</numerusform>
            <numerusform>{space} demande de rendre %n&#xa0;aventuriers.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="185"/>
        <source>No opponent&apos;s space has an action you could take.</source>
        <translation>Aucun emplacement occupé par un adversaire ne propose une action que tu pourrais effectuer.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="186"/>
        <source>That meeple cannot be placed now.</source>
        <translation>Ce pion ne peut pas être placé maintenant.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="188"/>
        <source>You cannot use {space} now.</source>
        <translation>Tu ne peux pas utiliser {space} maintenant.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="147"/>
        <source>Intrigue cards are played at Waterdeep Harbor: assign an agent there.</source>
        <translation>Les cartes Intrigue se jouent au Port d’Eauprofonde&#xa0;: places-y un agent.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="149"/>
        <source>Intrigue cards are played at Waterdeep Harbor, and it has no space for your agent now.</source>
        <translation>Les cartes Intrigue se jouent au Port d’Eauprofonde, et il n’y a plus de place pour ton agent.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="152"/>
        <source>Intrigue cards are played when you assign an agent to Waterdeep Harbor.</source>
        <translation>Les cartes Intrigue se jouent quand tu places un agent au Port d’Eauprofonde.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="158"/>
        <source>You cannot complete {quest} now: {needs}.</source>
        <translation>Tu ne peux pas accomplir {quest} maintenant&#xa0;: {needs}.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="161"/>
        <source>A quest is completed right after the action of one of your agents.</source>
        <translation>Une quête s’accomplit juste après l’action d’un de tes agents.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/gestures.py" line="163"/>
        <source>Your lord is not played: it scores at the end of the game.</source>
        <translation>Ton seigneur ne se joue pas&#xa0;: il rapporte des points en fin de partie.</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <location filename="../desktop/crash.py" line="51"/>
        <source>Something went wrong inside Meeple Table: {error}

The game is saved after every move; nothing was half-applied. Details are in {path}.</source>
        <translation>Une erreur s’est produite dans Meeple Table&#xa0;: {error}

La partie est enregistrée après chaque coup&#xa0;; rien n’a été appliqué à moitié. Les détails se trouvent dans {path}.</translation>
    </message>
    <message>
        <location filename="../desktop/crash.py" line="56"/>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message>
        <location filename="../desktop/errortext.py" line="25"/>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="26"/>
        <source>that move is not allowed now</source>
        <translation>ce coup n’est pas permis maintenant</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="27"/>
        <source>that is not a move</source>
        <translation>ce n’est pas un coup</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="28"/>
        <source>that is not a move of this game</source>
        <translation>ce n’est pas un coup de ce jeu</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="34"/>
        <source>the rules do not allow it</source>
        <translation>les règles ne le permettent pas</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="41"/>
        <source>no such file</source>
        <translation>ce fichier n’existe pas</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="42"/>
        <source>cannot read it ({detail})</source>
        <translation>impossible de le lire ({detail})</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="43"/>
        <source>is a folder, not a record</source>
        <translation>c’est un dossier, pas une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="44"/>
        <source>not a regular file</source>
        <translation>ce n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="45"/>
        <source>too large for a record ({size} MB; at most {limit} MB)</source>
        <translation>trop volumineux pour une partie enregistrée ({size}&#xa0;Mo&#xa0;; au plus {limit}&#xa0;Mo)</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="46"/>
        <source>too large for a record (more than {limit} MB)</source>
        <translation>trop volumineux pour une partie enregistrée (plus de {limit}&#xa0;Mo)</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="47"/>
        <source>not UTF-8 text (byte 0x{byte:02x} at offset {offset})</source>
        <translation>ce n’est pas du texte UTF-8 (octet 0x{byte:02x} à la position {offset})</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="48"/>
        <source>lists or objects nested too deeply (more than {limit} levels)</source>
        <translation>listes ou objets imbriqués trop profondément (plus de {limit}&#xa0;niveaux)</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="49"/>
        <source>lists or objects nested too deeply</source>
        <translation>listes ou objets imbriqués trop profondément</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="50"/>
        <source>not a valid JSON file</source>
        <translation>ce n’est pas un fichier JSON valide</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="51"/>
        <source>{name} is not allowed in a record</source>
        <translation>{name} n’est pas permis dans une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="52"/>
        <source>a number too long to read</source>
        <translation>un nombre trop long pour être lu</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="53"/>
        <source>made by a newer version of Meeple Table (format {value}); update to open it</source>
        <translation>créée par une version plus récente de Meeple Table (format {value})&#xa0;; mets l’application à jour pour l’ouvrir</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="56"/>
        <source>not a Meeple Table record (no &quot;format&quot; field)</source>
        <translation>ce n’est pas une partie enregistrée de Meeple Table (pas de champ «&#xa0;format&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="57"/>
        <source>not a Meeple Table record (unknown format {value}, expected {expected})</source>
        <translation>ce n’est pas une partie enregistrée de Meeple Table (format {value} inconnu, {expected} attendu)</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="60"/>
        <source>not a Meeple Table record (a record is a JSON object, not {value})</source>
        <translation>ce n’est pas une partie enregistrée de Meeple Table (une partie est un objet JSON, pas {value})</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="61"/>
        <source>{key} must be a string, not {value}</source>
        <translation>{key} doit être une chaîne de caractères, pas {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="66"/>
        <source>&apos;game&apos; must name a game, not {value}</source>
        <translation>«&#xa0;game&#xa0;» doit nommer un jeu, pas {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="67"/>
        <source>unknown game {value}; choose one of {games}</source>
        <translation>jeu inconnu {value}&#xa0;; choisis parmi {games}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="68"/>
        <source>missing &apos;setup&apos; object</source>
        <translation>objet «&#xa0;setup&#xa0;» manquant</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="69"/>
        <source>setup.players must be a list of names, not {value}</source>
        <translation>setup.players doit être une liste de noms, pas {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="70"/>
        <source>setup.seed must be an integer, not {value}</source>
        <translation>setup.seed doit être un nombre entier, pas {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="71"/>
        <source>setup.options must be an object, not {value}</source>
        <translation>setup.options doit être un objet, pas {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="72"/>
        <source>setup.computers must list one entry per player, not {value}</source>
        <translation>setup.computers doit avoir une entrée par joueur, pas {value}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="73"/>
        <source>setup.computers: {value} is not a computer player; choose one of {bots}</source>
        <translation>setup.computers&#xa0;: {value} n’est pas un joueur ordinateur&#xa0;; choisis parmi {bots}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="76"/>
        <source>missing &apos;moves&apos; list</source>
        <translation>liste «&#xa0;moves&#xa0;» manquante</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="77"/>
        <source>the players, seed or options of the game are not valid</source>
        <translation>les joueurs, la graine ou les options de la partie ne sont pas valides</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="78"/>
        <source>a move that cannot be read: {move}</source>
        <translation>un coup illisible&#xa0;: {move}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="79"/>
        <source>illegal move {move}: {reason}</source>
        <translation>coup illégal {move}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="80"/>
        <source>the file breaks off at line {at_line}</source>
        <translation>le fichier s’interrompt à la ligne {at_line}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="81"/>
        <source>{game} records cannot be opened on the desktop table yet (it plays {playable}); check the file with: python -m engine replay FILE</source>
        <translation>les parties de {game} ne s’ouvrent pas encore sur la table (elle joue à {playable})&#xa0;; vérifie le fichier avec&#xa0;: python -m engine replay FICHIER</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/errortext.py" line="87"/>
        <source>--at {at} is out of range (the record has %n valid move(s))</source>
        <translation>
            <numerusform>--at {at} est hors limites (la partie enregistrée a %n&#xa0;coup valide)</numerusform>
            <numerusform>--at {at} est hors limites (la partie enregistrée a %n&#xa0;coups valides)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="95"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="96"/>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="97"/>
        <source>a huge number</source>
        <translation>un nombre énorme</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="119"/>
        <source>move {index}: {text}</source>
        <translation>coup {index}&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="121"/>
        <source>line {line}: {text}</source>
        <translation>ligne {line}&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="123"/>
        <source>{file}: {text}</source>
        <translation>{file}&#xa0;: {text}</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="129"/>
        <source>Not played: {reason}.</source>
        <translation>Pas joué&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../desktop/errortext.py" line="62"/>
        <source>unknown {key} version {value} of {game} (this app knows 1 to {known}); update Meeple Table to open it</source>
        <translation>version {key} {value} de {game} inconnue (cette application connaît 1&#xa0;à {known})&#xa0;; mets Meeple Table à jour pour l’ouvrir</translation>
    </message>
</context>
<context>
    <name>hand</name>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="113"/>
        <source>Lord: {name}</source>
        <translation>Seigneur&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="114"/>
        <source>End of game: {bonus}</source>
        <translation>Fin de partie&#xa0;: {bonus}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="117"/>
        <source>Intrigue: {name}</source>
        <translation>Intrigue&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="122"/>
        <source>Mandatory quest: {name}</source>
        <translation>Quête obligatoire&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="124"/>
        <source>Quest: {name} ({type})</source>
        <translation>Quête&#xa0;: {name} ({type})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="128"/>
        <source>[play]</source>
        <translation>[jouer]</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="128"/>
        <source>[complete]</source>
        <translation>[accomplir]</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../desktop/widgets/help.py" line="19"/>
        <source>Playing</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="21"/>
        <source>Drag a meeple from your pool onto a highlighted space, or click it and then a space, or pick an action from the Actions list (F6) and press Enter.</source>
        <translation>Fais glisser un pion de ta réserve sur un emplacement en surbrillance, ou clique dessus puis sur un emplacement, ou choisis une action dans la liste des actions (F6) et appuie sur Entrée.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="26"/>
        <source>Choices that follow are made where they happen: on the chips beside a space, on a card, in your cards. Every choice is also in the Actions list.</source>
        <translation>Les choix qui en découlent se font là où ils ont lieu&#xa0;: sur les pastilles à côté d’un emplacement, sur une carte, dans tes cartes. Chaque choix figure aussi dans la liste des actions.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="34"/>
        <source>Passing the laptop</source>
        <translation>Passer le portable</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="36"/>
        <source>Pass the laptop when the curtain asks; never look at another player&apos;s cards.</source>
        <translation>Passe le portable quand le rideau le demande&#xa0;; ne regarde jamais les cartes d’un autre joueur.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="37"/>
        <source>Computer players need no curtain: one person among computers never sees it. Game → Hint (H) lets the strongest computer suggest a move; P pauses the computers.</source>
        <translation>Les joueurs ordinateur n’ont pas besoin de rideau&#xa0;: une seule personne face à des ordinateurs ne le voit jamais. Partie → Conseil (H) laisse l’ordinateur le plus fort suggérer un coup&#xa0;; P met les ordinateurs en pause.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="45"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="47"/>
        <source>Ctrl+Z undoes, Ctrl+Shift+Z redoes; Ctrl+wheel or +/- zooms, Ctrl+0 fits the board.</source>
        <translation>Ctrl+Z annule, Ctrl+Maj+Z rétablit&#xa0;; Ctrl+molette ou +/- zoome, Ctrl+0 ajuste le plateau à la fenêtre.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="50"/>
        <source>Ctrl+T shows the timeline: step back through the game, read-only.</source>
        <translation>Ctrl+T affiche la chronologie&#xa0;: remonte le fil de la partie, en lecture seule.</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/help.py" line="51"/>
        <source>On the board, Tab and Shift+Tab go through what you can choose now and the arrow keys through every space; Enter or Space chooses, Escape leaves the board. Settings → Theme → High contrast draws black on white with thick outlines.</source>
        <translation>Sur le plateau, Tab et Maj+Tab parcourent ce que tu peux choisir maintenant et les flèches chaque emplacement&#xa0;; Entrée ou Espace choisit, Échap quitte le plateau. Options → Thème → Contraste élevé dessine en noir sur blanc avec des contours épais.</translation>
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
        <translation>par</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="67"/>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="95"/>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="136"/>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="149"/>
        <source>play</source>
        <translation>jouer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="150"/>
        <source>each round</source>
        <translation>chaque manche</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="163"/>
        <source>opponent</source>
        <translation>adversaire</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="180"/>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/boardrows.py" line="184"/>
        <source>Owner</source>
        <translation>Propriétaire</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="21"/>
        <source>{who} takes {what}</source>
        <translation>{who} prend {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="23"/>
        <source>{who} returns {what}</source>
        <translation>{who} rend {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="25"/>
        <source>{who} scores {n} VP</source>
        <translation>{who} marque {n}&#xa0;PV</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="31"/>
        <source>{who} assigns an agent to {space}</source>
        <translation>{who} place un agent sur {space}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="28"/>
        <source>{who} assigns the Lieutenant to {space}</source>
        <translation>{who} place le Lieutenant sur {space}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="29"/>
        <source>{who} assigns the Ambassador to {space}</source>
        <translation>{who} place l’Ambassadeur sur {space}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="34"/>
        <source>{who} takes the quest {name}</source>
        <translation>{who} prend la quête «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="36"/>
        <source>{who} completes {name}</source>
        <translation>{who} accomplit «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="38"/>
        <source>{who} plays {name}</source>
        <translation>{who} joue «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="40"/>
        <source>{who} draws an intrigue card</source>
        <translation>{who} pioche une carte Intrigue</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="42"/>
        <source>{who} puts {name} into play</source>
        <translation>{who} met «&#xa0;{name}&#xa0;» en jeu</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="44"/>
        <source>{who} gets the owner benefit of {name}</source>
        <translation>{who} reçoit le bonus de propriétaire de «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="46"/>
        <source>— Round {n} begins —</source>
        <translation>— Début de la manche {n} —</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="48"/>
        <source>— Round {n} ends —</source>
        <translation>— Fin de la manche {n} —</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="50"/>
        <source>Agents at Waterdeep Harbor are reassigned</source>
        <translation>Les agents du Port d’Eauprofonde sont réaffectés</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="52"/>
        <source>{who} takes the first-player marker</source>
        <translation>{who} prend le marqueur de premier joueur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="53"/>
        <source>{who} replaces the quests at Cliffwatch Inn</source>
        <translation>{who} renouvelle les quêtes de l’Auberge de Guetfalaise</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="54"/>
        <source>{who} uses the action of {name}</source>
        <translation>{who} copie l’action d’un emplacement occupé&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="55"/>
        <source>{who} joins an opponent on {name}</source>
        <translation>{who} rejoint un adversaire sur {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="56"/>
        <source>{who} takes the Ambassador</source>
        <translation>{who} prend l’Ambassadeur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="57"/>
        <source>{who} finds the Ambassador already taken</source>
        <translation>{who} trouve l’Ambassadeur déjà pris</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="58"/>
        <source>{who} gains the Lieutenant</source>
        <translation>{who} obtient le Lieutenant</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="59"/>
        <source>{who}&apos;s agent finds no free space and goes home</source>
        <translation>L’agent de {who} ne trouve aucun emplacement libre et retourne dans sa réserve</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="60"/>
        <source>{who} must complete the mandatory quest {name}</source>
        <translation>{who} doit accomplir la quête obligatoire «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="61"/>
        <source>{who} discards the quest {name}</source>
        <translation>{who} défausse la quête «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="62"/>
        <source>{who} discards the building {name}</source>
        <translation>{who} défausse le bâtiment «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="63"/>
        <source>{who}&apos;s agent returns from {name}</source>
        <translation>L’agent de {who} quitte {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/logtext.py" line="64"/>
        <source>A deck is reshuffled</source>
        <translation>Une pioche est remélangée</translation>
    </message>
</context>
<context>
    <name>menus</name>
    <message>
        <location filename="../desktop/menus.py" line="107"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="108"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="109"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="110"/>
        <source>Sa&amp;ved Games…</source>
        <translation>Parties sau&amp;vegardées…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="111"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="112"/>
        <source>Final &amp;Scores…</source>
        <translation>Scores &amp;finaux…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="113"/>
        <source>Analyse &amp;Win Chances</source>
        <translation>&amp;Analyser les chances de victoire</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="114"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="115"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="116"/>
        <source>&amp;Pause Computer Players</source>
        <translation>Mettre en &amp;pause les ordinateurs</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="117"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="118"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="119"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="120"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="121"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="122"/>
        <source>&amp;Fit to Window</source>
        <translation>Ajuster à la &amp;fenêtre</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="123"/>
        <source>Go to the &amp;Actions List</source>
        <translation>Aller à la &amp;liste des actions</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="124"/>
        <source>Game &amp;Log</source>
        <translation>&amp;Journal de partie</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="125"/>
        <source>Player &amp;Boards</source>
        <translation>&amp;Plateaux des joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="126"/>
        <source>&amp;Timeline</source>
        <translation>&amp;Chronologie</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="129"/>
        <source>&amp;Players</source>
        <translation>Jo&amp;ueurs</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="129"/>
        <source>Actio&amp;ns</source>
        <translation>Actio&amp;ns</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="129"/>
        <source>Your &amp;Cards</source>
        <translation>&amp;Tes cartes</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="133"/>
        <source>&amp;Settings</source>
        <translation>&amp;Options</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="134"/>
        <source>Undo &amp;Policy</source>
        <translation>&amp;Règle d’annulation</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="135"/>
        <source>&amp;Casual (undo anything)</source>
        <translation>&amp;Libre (tout peut être annulé)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="136"/>
        <source>&amp;Table rules (only your own moves, nothing revealed)</source>
        <translation>Règles de &amp;table (tes propres coups seulement, rien de révélé)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="137"/>
        <source>&amp;Animate Meeples</source>
        <translation>&amp;Animer les pions</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="138"/>
        <source>Show &amp;What Happened Since Your Turn</source>
        <translation>&amp;Montrer ce qui s’est passé depuis ton tour</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="139"/>
        <source>Board &amp;Text Size</source>
        <translation>&amp;Taille du texte sur le plateau</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="140"/>
        <source>&amp;Normal (the menu font)</source>
        <translation>&amp;Normale (police des menus)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="141"/>
        <source>&amp;Large (a quarter larger)</source>
        <translation>&amp;Grande (un quart en plus)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="142"/>
        <source>La&amp;rger (half as large again)</source>
        <translation>&amp;Très grande (moitié en plus)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="143"/>
        <source>T&amp;heme</source>
        <translation>T&amp;hème</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="144"/>
        <source>&amp;Standard</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="145"/>
        <source>&amp;High contrast (black on white, thick outlines)</source>
        <translation>&amp;Contraste élevé (noir sur blanc, contours épais)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="146"/>
        <source>&amp;Speed of Play (computers, meeples)</source>
        <translation>&amp;Vitesse de jeu (ordinateurs, pions)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="147"/>
        <source>&amp;Slow (a pause to follow each move)</source>
        <translation>&amp;Lente (une pause pour suivre chaque coup)</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="148"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="149"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="150"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="152"/>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="153"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="154"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../desktop/menus.py" line="155"/>
        <source>&amp;About Meeple Table</source>
        <translation>À &amp;propos de Meeple Table</translation>
    </message>
</context>
<context>
    <name>players</name>
    <message>
        <location filename="../desktop/models/players.py" line="102"/>
        <location filename="../desktop/tables/waterdeep/panels.py" line="46"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="47"/>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="48"/>
        <source>Cleric</source>
        <translation>Clerc</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="49"/>
        <source>Fighter</source>
        <translation>Guerrier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="50"/>
        <source>Rogue</source>
        <translation>Roublard</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="51"/>
        <source>Wizard</source>
        <translation>Magicien</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="52"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="53"/>
        <source>Agents</source>
        <translation>Agents</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="54"/>
        <source>Buildings</source>
        <translation>Bâtiments</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="55"/>
        <source>Quests</source>
        <translation>Quêtes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="56"/>
        <source>Done</source>
        <translation>Accomplies</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="57"/>
        <source>Intrigue</source>
        <translation>Intrigues</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="68"/>
        <source> +L</source>
        <translation> +L</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="69"/>
        <source>{n} of {total}</source>
        <translation>{n}&#xa0;sur {total}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/panels.py" line="92"/>
        <source>Holds the first-player marker</source>
        <translation>A le marqueur de premier joueur</translation>
    </message>
    <message>
        <location filename="../desktop/models/players.py" line="127"/>
        <source>Deciding now</source>
        <translation>En train de décider</translation>
    </message>
</context>
<context>
    <name>recent</name>
    <message>
        <location filename="../desktop/widgets/recent.py" line="73"/>
        <source>Since your last turn</source>
        <extracomment>how long the list and the marks stay when nobody acts (milliseconds)</extracomment>
        <translation>Depuis ton dernier tour</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/recent.py" line="74"/>
        <source>Hide this list and the marks on the board</source>
        <translation>Masquer cette liste et les marques sur le plateau</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/recent.py" line="75"/>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/widgets/recent.py" line="119"/>
        <source>(%n earlier move(s) in the Game log)</source>
        <translation>
            <numerusform>(%n&#xa0;coup précédent dans le journal)</numerusform>
            <numerusform>(%n&#xa0;coups précédents dans le journal)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../desktop/tables/rulestext.py" line="12"/>
        <source>Goal</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <location filename="../desktop/tables/rulestext.py" line="16"/>
        <source>Your turn</source>
        <translation>Ton tour</translation>
    </message>
    <message>
        <location filename="../desktop/tables/rulestext.py" line="20"/>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="16"/>
        <source>You are one of the secret lords who rule the city. Over eight rounds you send your agents out to recruit adventurers (clerics, fighters, rogues and wizards), to collect gold and to complete quests. The player with the most victory points (VP) after round 8 wins.</source>
        <translation>Tu es l’un des seigneurs secrets qui gouvernent la cité. Pendant huit manches, tu envoies tes agents recruter des aventuriers (clercs, guerriers, roublards et magiciens), amasser de l’or et accomplir des quêtes. Le joueur qui a le plus de points de victoire (PV) à l’issue de la manche 8 l’emporte.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="24"/>
        <source>Place one agent on a free action space and take its action at once. A space holds one agent; if the building belongs to another player, they get its owner benefit. If you have no agent left, your turn is skipped.</source>
        <translation>Place un agent sur un emplacement d’action libre et effectue aussitôt son action. Un emplacement n’accueille qu’un seul agent&#xa0;; si le bâtiment appartient à un autre joueur, celui-ci reçoit son bonus de propriétaire. S’il ne te reste aucun agent, ton tour est sauté.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="30"/>
        <source>Then you may complete one quest whose adventurers and gold you have: they go back to the supply and you take the quest&apos;s reward. Plot quests also give a lasting bonus; a mandatory quest played on you must be completed before any other.</source>
        <translation>Ensuite, tu peux accomplir une quête dont tu possèdes les aventuriers et l’or requis&#xa0;: ils retournent dans la réserve générale et tu reçois la récompense de la quête. Les quêtes de complot accordent en plus un bonus permanent&#xa0;; une quête obligatoire qu’on t’impose doit être accomplie avant toute autre.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="38"/>
        <source>The city</source>
        <translation>La cité</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="40"/>
        <source>Cliffwatch Inn: take a face-up quest and 2 gold or an intrigue card, or renew the quests and take one of the new ones. Builder&apos;s Hall: buy a building; it becomes a new action space that pays you whenever others use it, and it comes with the VP gathered on it.</source>
        <translation>Auberge de Guetfalaise&#xa0;: prends une quête face visible et 2&#xa0;or ou une carte Intrigue, ou renouvelle les quêtes et prends l’une des nouvelles. Halle des Bâtisseurs&#xa0;: achète un bâtiment&#xa0;; il devient un nouvel emplacement d’action qui te rapporte chaque fois que les autres l’utilisent, et tu gagnes les PV accumulés dessus.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="46"/>
        <source>Waterdeep Harbor: play an intrigue card; at the end of the round agents there are reassigned to free spaces. Castle Waterdeep: take the first-player marker and an intrigue card.</source>
        <translation>Port d’Eauprofonde&#xa0;: joue une carte Intrigue&#xa0;; à la fin de la manche, les agents qui s’y trouvent sont réaffectés à des emplacements libres. Château d’Eauprofonde&#xa0;: prends le marqueur de premier joueur et une carte Intrigue.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="55"/>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="57"/>
        <source>With 2 players each has 4 agents, with 3 players 3, with 4 or 5 players 2; everyone gets one more at the start of round 5. At the start of every round, round 1 too, each building for sale in Builder&apos;s Hall gains 1 VP. A round ends when nobody can place an agent and the agents in the Harbor have been reassigned; the agents come home and the holder of the first-player marker begins the next round.</source>
        <translation>À 2&#xa0;joueurs, chacun a 4&#xa0;agents&#xa0;; à 3&#xa0;joueurs, 3&#xa0;; à 4&#xa0;ou 5&#xa0;joueurs, 2&#xa0;; chacun en reçoit un de plus au début de la manche 5. Au début de chaque manche, la première comprise, chaque bâtiment à vendre de la Halle des Bâtisseurs gagne 1&#xa0;PV. Une manche se termine quand plus personne ne peut placer d’agent et que les agents du port ont été réaffectés&#xa0;; les agents reviennent dans leur réserve et le détenteur du marqueur de premier joueur commence la manche suivante.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/rules.py" line="68"/>
        <source>After round 8 every adventurer left scores 1 VP and every 2 gold 1 VP; then the lords are revealed and score their bonus. Most VP wins; a tie goes to the most gold.</source>
        <translation>Après la manche 8, chaque aventurier restant rapporte 1&#xa0;PV, et chaque lot de 2&#xa0;or 1&#xa0;PV&#xa0;; puis les seigneurs sont révélés et rapportent leur bonus. Le joueur qui a le plus de PV l’emporte&#xa0;; en cas d’égalité, celui qui a le plus d’or gagne.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="16"/>
        <source>Construct buildings and work on the Cathedral to earn victory points (VP), and mind your virtue. The game ends when the last Guildhall space is filled: that turn is finished and everyone takes one final turn.</source>
        <translation>Construis des bâtiments et travaille à la Cathédrale pour gagner des points de victoire (PV), et veille à ta vertu. La partie se termine quand la dernière case de la Guilde est occupée&#xa0;: ce tour s’achève, puis chacun joue un dernier tour.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="24"/>
        <source>Place one worker from your board on a location and take its action. Most locations reward you for all your workers there, so the more you send to one place, the more it gives. With no worker left on your board, your turn brings one back from a location; with none on a location, from the Prison or another player&apos;s board (never from the Black Market or the Guildhall).</source>
        <translation>Place un ouvrier de ton plateau sur un lieu et effectue son action. La plupart des lieux te récompensent pour tous tes ouvriers qui s’y trouvent&#xa0;: plus tu en envoies au même endroit, plus il rapporte. S’il ne reste aucun ouvrier sur ton plateau, ton tour consiste à en récupérer un sur un lieu&#xa0;; s’il n’y en a sur aucun lieu, en Prison ou sur le plateau d’un autre joueur (jamais au Marché noir ni à la Guilde).</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="34"/>
        <source>Gathering</source>
        <translation>Collecte</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="36"/>
        <source>Quarry: stone. Forest: wood. Mines: clay, or gold once a worker of yours is already there. Silversmith: silver. King&apos;s Storehouse: one trade per worker of yours there (2 clay, wood or stone for 1 virtue; 3 wood or stone for 1 marble).</source>
        <translation>Carrière&#xa0;: pierre. Forêt&#xa0;: bois. Mines&#xa0;: argile, ou or si l’un de tes ouvriers s’y trouve déjà. Orfèvre&#xa0;: argent. Entrepôt du Roi&#xa0;: un échange par ouvrier à toi présent (2&#xa0;argile, bois ou pierre contre 1&#xa0;vertu&#xa0;; 3&#xa0;bois ou pierre contre 1&#xa0;marbre).</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="42"/>
        <source>Workshop: hire an apprentice for 4 silver (2 of it tax) from the columns your workers there reach, one column per worker; each column further costs 1 silver more, one coin on each of the first cards of that row. Or draw building plans: 1 card, and 1 more for every 2 of your workers there. Apprentices bring the skills buildings need (carpentry, tiling, masonry) and lasting bonuses. You keep at most 5 apprentices and 6 building cards.</source>
        <translation>Atelier&#xa0;: embauche un apprenti pour 4&#xa0;pièces (dont 2&#xa0;de taxe) dans les colonnes que tes ouvriers y atteignent, une colonne par ouvrier&#xa0;; chaque colonne au-delà coûte 1&#xa0;pièce de plus, une pièce sur chacune des premières cartes de cette rangée. Ou pioche des plans de construction&#xa0;: 1&#xa0;carte, et 1&#xa0;de plus par tranche de 2&#xa0;de tes ouvriers présents. Les apprentis apportent les compétences requises par les bâtiments (Charpenterie, Toiture, Maçonnerie) et des bonus permanents. Tu gardes au plus 5&#xa0;apprentis et 6&#xa0;cartes Bâtiment.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="54"/>
        <source>Capturing and Prison</source>
        <translation>Capture et Prison</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="56"/>
        <source>Town Centre: pay silver to capture all workers of one colour at one location (the first silver is tax); they wait on your board. Guardhouse: one action per worker there: send your captives to Prison for 1 silver each, free your own workers from Prison, buy back your workers from other boards, or pay off a debt.</source>
        <translation>Centre-ville&#xa0;: paie des pièces pour capturer tous les ouvriers d’une couleur dans un lieu (la première pièce va aux taxes)&#xa0;; ils attendent sur ton plateau. Corps de garde&#xa0;: une action par ouvrier présent&#xa0;: envoie tes captifs en Prison pour 1&#xa0;pièce chacun, libère tes propres ouvriers de la Prison, rachète tes ouvriers sur les plateaux des autres ou rembourse une dette.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="66"/>
        <source>Virtue and the Black Market</source>
        <translation>Vertu et Marché noir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="68"/>
        <source>Virtue runs from 0 to 14 and scores or costs VP at the end. At 10 or more the Black Market is closed to you; below 4 you cannot work on the Cathedral; at 3 or less you pay less tax; dropping below 0 gives you a debt; each virtue gained beyond 14 may destroy an unpaid debt. The Tax Stand gives you the tax collected there for 2 virtue.</source>
        <translation>La vertu va de 0&#xa0;à 14&#xa0;et rapporte ou coûte des PV en fin de partie. À 10&#xa0;ou plus, le Marché noir t’est fermé&#xa0;; en dessous de 4, tu ne peux pas travailler à la Cathédrale&#xa0;; à 3&#xa0;ou moins, tu paies moins de taxes&#xa0;; passer sous 0 te donne une dette&#xa0;; chaque vertu gagnée au-delà de 14 peut détruire une dette impayée. La Caisse des taxes te donne les taxes qui y sont accumulées en échange de 2&#xa0;vertus.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="75"/>
        <source>When all three Black Market spots are taken, or a worker lands on a Guildhall space marked R, the Black Market resets: its workers go to Prison, players with 3 or more workers in Prison lose 1 virtue, and whoever has the most there takes a debt.</source>
        <translation>Quand les trois emplacements du Marché noir sont pris, ou qu’un ouvrier arrive sur une case de la Guilde marquée R, le Marché noir est réinitialisé&#xa0;: ses ouvriers vont en Prison, les joueurs qui ont 3&#xa0;ouvriers ou plus en Prison perdent 1&#xa0;vertu, et celui qui en a le plus là-bas prend une dette.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="84"/>
        <source>Guildhall and Cathedral</source>
        <translation>Guilde et Cathédrale</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="86"/>
        <source>A worker in the Guildhall stays there for the rest of the game. With it you construct a building from your hand (pay its cost, have its skills) or work on the Cathedral (pay the next level, discard a building card, take a reward card).</source>
        <translation>Un ouvrier placé à la Guilde y reste jusqu’à la fin de la partie. Il te permet de construire un bâtiment de ta main (paie son coût, possède les compétences requises) ou de travailler à la Cathédrale (paie le niveau suivant, défausse une carte Bâtiment, prends une carte Récompense).</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/rules.py" line="95"/>
        <source>Score your buildings with their end-game bonuses, the Cathedral level you reached, 1 VP per gold and per marble, your virtue, 1 VP per 10 silver; lose 2 VP per unpaid debt and 1 VP per 2 workers in Prison. Most VP wins; a tie goes to the higher virtue, then to the most silver.</source>
        <translation>Compte tes bâtiments avec leurs bonus de fin de partie, le niveau atteint à la Cathédrale, 1&#xa0;PV par or et par marbre, ta vertu, 1&#xa0;PV par tranche de 10&#xa0;pièces&#xa0;; perds 2&#xa0;PV par dette impayée et 1&#xa0;PV par lot de 2&#xa0;ouvriers en Prison. Le joueur qui a le plus de PV l’emporte&#xa0;; en cas d’égalité, la vertu la plus haute départage, puis le plus d’argent.</translation>
    </message>
</context>
<context>
    <name>saved</name>
    <message>
        <location filename="../desktop/library/model.py" line="126"/>
        <source>{file}
cannot be opened: {why}</source>
        <translation>{file}
ne peut pas être ouvert&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="76"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="77"/>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="78"/>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="88"/>
        <source>{name} (computer: {level})</source>
        <translation>{name} (ordinateur&#xa0;: {level})</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="112"/>
        <source>Cannot be opened: {why}</source>
        <translation>Ne peut pas être ouverte&#xa0;: {why}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="114"/>
        <source>Finished after %n move(s)</source>
        <translation>
            <numerusform>Terminée après %n&#xa0;coup</numerusform>
            <numerusform>Terminée après %n&#xa0;coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="116"/>
        <source>In progress: %n move(s) played</source>
        <translation>
            <numerusform>En cours&#xa0;: %n&#xa0;coup joué</numerusform>
            <numerusform>En cours&#xa0;: %n&#xa0;coups joués</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="119"/>
        <source>Damaged: opens at its last valid move ({why})</source>
        <translation>Endommagée&#xa0;: s’ouvre au dernier coup valide ({why})</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="127"/>
        <source>{game}: {players}</source>
        <translation>{game}&#xa0;: {players}</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="130"/>
        <source>finished after %n move(s) · {when}</source>
        <translation>
            <numerusform>terminée après %n&#xa0;coup · {when}</numerusform>
            <numerusform>terminée après %n&#xa0;coups · {when}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="132"/>
        <source>%n move(s) played · {when}</source>
        <translation>
            <numerusform>%n&#xa0;coup joué · {when}</numerusform>
            <numerusform>%n&#xa0;coups joués · {when}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="134"/>
        <source>damaged: opens at its last valid move</source>
        <translation>endommagée&#xa0;: s’ouvre au dernier coup valide</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="184"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="185"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="186"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="187"/>
        <source>Progress</source>
        <translation>Avancement</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="188"/>
        <source>Last played</source>
        <translation>Dernière partie jouée</translation>
    </message>
    <message>
        <location filename="../desktop/library/model.py" line="217"/>
        <source>Picture of the board of {game}</source>
        <translation>Image du plateau de {game}</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="176"/>
        <source>Saved Games</source>
        <translation>Parties sauvegardées</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="177"/>
        <source>Search by title, game or player</source>
        <translation>Chercher par titre, jeu ou joueur</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="178"/>
        <source>Search the saved games</source>
        <translation>Chercher dans les parties sauvegardées</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="179"/>
        <source>Every game</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="182"/>
        <source>Show the games of</source>
        <translation>Afficher les parties du jeu</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="184"/>
        <source>In progress and finished</source>
        <translation>En cours et terminées</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="185"/>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="186"/>
        <source>Finished</source>
        <translation>Terminées</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="190"/>
        <source>Show the games that are</source>
        <translation>Afficher les parties</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="191"/>
        <source>Show deleted games</source>
        <translation>Afficher les parties supprimées</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="192"/>
        <location filename="../desktop/widgets/saved.py" line="73"/>
        <location filename="../desktop/widgets/saved.py" line="76"/>
        <source>Saved games</source>
        <translation>Parties sauvegardées</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="193"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="194"/>
        <source>Rename…</source>
        <translation>Renommer…</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="195"/>
        <location filename="../desktop/library/dialog.py" line="318"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="196"/>
        <location filename="../desktop/library/dialog.py" line="353"/>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="197"/>
        <source>Empty deleted games…</source>
        <translation>Vider les parties supprimées…</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="198"/>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="199"/>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="200"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="201"/>
        <location filename="../desktop/library/dialog.py" line="339"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="270"/>
        <source>This game is on the table now.</source>
        <translation>Cette partie est sur la table en ce moment.</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="297"/>
        <location filename="../desktop/library/dialog.py" line="307"/>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="298"/>
        <source>A title for this game (empty: the name of the game):</source>
        <translation>Un titre pour cette partie (vide&#xa0;: le nom du jeu)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="325"/>
        <source>“{game}” was deleted. Undo brings it back; so does Restore in the deleted games.</source>
        <translation>«&#xa0;{game}&#xa0;» a été supprimée. Annuler la fait revenir, tout comme Restaurer dans les parties supprimées.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/dialog.py" line="364"/>
        <source>Remove %n deleted game(s) for good? This cannot be undone.</source>
        <translation>
            <numerusform>Supprimer définitivement %n&#xa0;partie supprimée&#xa0;? C’est irréversible.</numerusform>
            <numerusform>Supprimer définitivement %n&#xa0;parties supprimées&#xa0;? C’est irréversible.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/library/dialog.py" line="367"/>
        <source>Empty deleted games</source>
        <translation>Vider les parties supprimées</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/saved.py" line="74"/>
        <source>Resume the chosen game</source>
        <translation>Reprendre la partie choisie</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/saved.py" line="75"/>
        <source>All saved games…</source>
        <translation>Toutes les parties sauvegardées…</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/saved.py" line="77"/>
        <source>No saved games yet: every game is saved after each move.</source>
        <translation>Aucune partie sauvegardée pour l’instant&#xa0;: chaque partie est sauvegardée après chaque coup.</translation>
    </message>
    <message>
        <location filename="../desktop/library/transfer.py" line="36"/>
        <source>Export a saved game</source>
        <translation>Exporter une partie sauvegardée</translation>
    </message>
    <message>
        <location filename="../desktop/library/transfer.py" line="44"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../desktop/library/transfer.py" line="53"/>
        <location filename="../desktop/library/transfer.py" line="78"/>
        <source>Import records</source>
        <translation>Importer des parties enregistrées</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/transfer.py" line="70"/>
        <source>{count} of %n record(s) imported as saved games.</source>
        <translation>
            <numerusform>{count}&#xa0;sur %n&#xa0;partie enregistrée importée comme partie sauvegardée.</numerusform>
            <numerusform>{count}&#xa0;sur %n&#xa0;parties enregistrées importées comme parties sauvegardées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/library/transfer.py" line="73"/>
        <source>Games already in the library are not added twice.</source>
        <translation>Les parties déjà présentes ne sont pas ajoutées deux fois.</translation>
    </message>
    <message>
        <location filename="../desktop/library/transfer.py" line="75"/>
        <source>Not imported:</source>
        <translation>Non importés&#xa0;:</translation>
    </message>
</context>
<context>
    <name>session</name>
    <message>
        <location filename="../desktop/commands.py" line="55"/>
        <source>Play on from move {n}</source>
        <translation>Reprendre la partie au coup {n}</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="136"/>
        <source>The record is damaged at move {n} ({why}); it opened at its last valid move.</source>
        <translation>La partie enregistrée est endommagée au coup {n} ({why})&#xa0;; elle s’est ouverte à son dernier coup valide.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="238"/>
        <source>Nothing to undo.</source>
        <translation>Rien à annuler.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="246"/>
        <source>Table rules: it is {player}&apos;s turn now; {actor}&apos;s move can no longer be undone.</source>
        <translation>Règles de table&#xa0;: c’est maintenant le tour de {player}&#xa0;; le coup de {actor} ne peut plus être annulé.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="249"/>
        <source>Table rules: you may only undo your own moves in your own turn.</source>
        <translation>Règles de table&#xa0;: tu ne peux annuler que tes propres coups, pendant ton tour.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="251"/>
        <source>Table rules: that move revealed hidden information.</source>
        <translation>Règles de table&#xa0;: ce coup a révélé des informations cachées.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="257"/>
        <source>Nothing to redo.</source>
        <translation>Rien à rétablir.</translation>
    </message>
    <message>
        <location filename="../desktop/session.py" line="260"/>
        <source>Table rules: only the player who undid a move may redo it.</source>
        <translation>Règles de table&#xa0;: seul le joueur qui a annulé un coup peut le rétablir.</translation>
    </message>
</context>
<context>
    <name>statistics</name>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="50"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="51"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="52"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="54"/>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="146"/>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="146"/>
        <location filename="../desktop/widgets/statistics.py" line="147"/>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="147"/>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="289"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="294"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="295"/>
        <source>&amp;Players:</source>
        <translation>J&amp;oueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="296"/>
        <source>&amp;Seats:</source>
        <translation>&amp;Places&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="301"/>
        <location filename="../desktop/widgets/statistics.py" line="306"/>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="302"/>
        <source>Any number</source>
        <translation>Nombre indifférent</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="307"/>
        <source>People only</source>
        <translation>Humains seulement</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="308"/>
        <source>With computers</source>
        <translation>Avec des ordinateurs</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="314"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="315"/>
        <source>One player</source>
        <translation>Un joueur</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="316"/>
        <source>Lords, characters, buildings</source>
        <translation>Seigneurs, personnages, bâtiments</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="317"/>
        <source>Head to head</source>
        <translation>Face-à-face</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="322"/>
        <source>P&amp;layer:</source>
        <translation>Jo&amp;ueur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="323"/>
        <source>against</source>
        <translation>contre</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="324"/>
        <source>Score in the last games (a star: a win)</source>
        <translation>Score des dernières parties (une étoile&#xa0;: une victoire)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="325"/>
        <source>How the scores spread (games in each band of points)</source>
        <translation>Répartition des scores (parties par tranche de points)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="477"/>
        <source>Games played together: {games}; at the same place in {level}.</source>
        <translation>Parties jouées ensemble&#xa0;: {games}&#xa0;; à la même place dans {level}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/widgets/statistics.py" line="364"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n&#xa0;partie</numerusform>
            <numerusform>%n&#xa0;parties</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="377"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="379"/>
        <location filename="../desktop/widgets/statistics.py" line="414"/>
        <location filename="../desktop/widgets/statistics.py" line="453"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="381"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="381"/>
        <source>Finished games played</source>
        <translation>Parties terminées jouées</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="382"/>
        <location filename="../desktop/widgets/statistics.py" line="418"/>
        <location filename="../desktop/widgets/statistics.py" line="472"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="382"/>
        <source>A shared win counts for each winner</source>
        <translation>Une victoire partagée compte pour chaque vainqueur</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="383"/>
        <location filename="../desktop/widgets/statistics.py" line="419"/>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="384"/>
        <location filename="../desktop/widgets/statistics.py" line="420"/>
        <source>Mean score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="385"/>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="415"/>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="416"/>
        <source>Which</source>
        <translation>Lequel</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="417"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="417"/>
        <source>Players who had it</source>
        <translation>Joueurs qui l’avaient</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="454"/>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="454"/>
        <source>Mean points</source>
        <translation>Points en moyenne</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/statistics.py" line="473"/>
        <source>Finished above the other</source>
        <translation>Classé devant l’autre</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <location filename="../desktop/stats/errors.py" line="36"/>
        <source>The statistics are unavailable: {file} is locked by another program.</source>
        <translation>Les statistiques sont indisponibles&#xa0;: {file} est verrouillé par un autre programme.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/errors.py" line="40"/>
        <source>The statistics cannot be written: {file} is read-only.</source>
        <translation>Les statistiques ne peuvent pas être écrites&#xa0;: {file} est en lecture seule.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/errors.py" line="42"/>
        <source>The statistics cannot be written: the disk is full.</source>
        <translation>Les statistiques ne peuvent pas être écrites&#xa0;: le disque est plein.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/errors.py" line="44"/>
        <source>The statistics are unavailable: {file} is damaged.</source>
        <translation>Les statistiques sont indisponibles&#xa0;: {file} est endommagé.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/errors.py" line="46"/>
        <source>The statistics are unavailable: {file} cannot be opened.</source>
        <translation>Les statistiques sont indisponibles&#xa0;: impossible d’ouvrir {file}.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/errors.py" line="48"/>
        <source>The statistics are unavailable: {file}: {detail}.</source>
        <translation>Les statistiques sont indisponibles&#xa0;: {file}&#xa0;: {detail}.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/recorder.py" line="67"/>
        <source>This game is not in the statistics. {why}</source>
        <extracomment>a sentence for the status bar: the game could not be recorded, or the statistics file was replaced the identity of a game just recorded (not for one the statistics already had)</extracomment>
        <translation>Cette partie ne figure pas dans les statistiques. {why}</translation>
    </message>
    <message>
        <location filename="../desktop/stats/store.py" line="134"/>
        <source>The statistics are unavailable: {file} was written by a newer version of Meeple Table (schema {found}; this version reads up to {known}). It is left as it is.</source>
        <extracomment>the first bytes of every SQLite database file (an empty file is a new database too) why the statistics cannot be read or written now (&apos;&apos; when they can); a sentence to show as it is what the player should know while they work (read-only, a damaged file moved aside); &apos;&apos; if nothing where a damaged file was moved (None: nothing was)</extracomment>
        <translation>Les statistiques sont indisponibles&#xa0;: {file} a été écrit par une version plus récente de Meeple Table (schéma {found}&#xa0;; cette version lit jusqu’au {known}). Il est laissé tel quel.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/store.py" line="163"/>
        <source>The statistics are unavailable: {file} is damaged and cannot be moved aside ({why}).</source>
        <translation>Les statistiques sont indisponibles&#xa0;: {file} est endommagé et ne peut pas être mis de côté ({why}).</translation>
    </message>
    <message>
        <location filename="../desktop/stats/store.py" line="168"/>
        <source>The statistics file was damaged: it was kept as {old} and a new one was started.</source>
        <translation>Le fichier des statistiques était endommagé&#xa0;: il a été conservé sous le nom {old} et un nouveau a été créé.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/store.py" line="177"/>
        <source>The statistics are unavailable: {file} is read-only and needs an update.</source>
        <translation>Les statistiques sont indisponibles&#xa0;: {file} est en lecture seule et doit être mis à jour.</translation>
    </message>
    <message>
        <location filename="../desktop/stats/store.py" line="181"/>
        <source>The statistics file {file} is read-only: finished games are not recorded.</source>
        <translation>Le fichier des statistiques {file} est en lecture seule&#xa0;: les parties terminées ne sont pas enregistrées.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="96"/>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="96"/>
        <source>Building built</source>
        <translation>Bâtiment construit</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/table.py" line="40"/>
        <source>Lord</source>
        <translation>Seigneur</translation>
    </message>
</context>
<context>
    <name>summary</name>
    <message>
        <location filename="../desktop/tables/waterdeep/summary.py" line="31"/>
        <source>You drew the intrigue card {name}</source>
        <translation>Tu as pioché la carte Intrigue «&#xa0;{name}&#xa0;»</translation>
    </message>
</context>
<context>
    <name>tableau</name>
    <message>
        <location filename="../desktop/tables/architects/tableau.py" line="40"/>
        <location filename="../desktop/tables/waterdeep/tableau.py" line="55"/>
        <source>Buildings</source>
        <translation>Bâtiments</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/tableau.py" line="41"/>
        <source>Apprentices</source>
        <translation>Apprentis</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/tableau.py" line="52"/>
        <source>Tavern</source>
        <translation>Taverne</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/tableau.py" line="53"/>
        <source>Completed quests</source>
        <translation>Quêtes accomplies</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/tableau.py" line="54"/>
        <source>Plot quests in force</source>
        <translation>Quêtes de complot en vigueur</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/tableau.py" line="179"/>
        <source>Close the player boards (Escape)</source>
        <translation>Fermer les plateaux des joueurs (Échap)</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/tableau.py" line="182"/>
        <source>Player boards</source>
        <translation>Plateaux des joueurs</translation>
    </message>
    <message>
        <location filename="../desktop/widgets/tableau.py" line="181"/>
        <source>Player boards: what each player has on the table</source>
        <translation>Plateaux des joueurs&#xa0;: ce que chacun a devant lui sur la table</translation>
    </message>
</context>
<context>
    <name>tables</name>
    <message>
        <location filename="../desktop/tables/waterdeep/table.py" line="23"/>
        <source>Lords of Waterdeep</source>
        <translation>Les Seigneurs d’Eauprofonde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/architects/table.py" line="26"/>
        <source>Architects of the West Kingdom</source>
        <translation>Architectes du Royaume de l’Ouest</translation>
    </message>
</context>
<context>
    <name>text</name>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="45"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="53"/>
        <source>{who}: assign an agent (drag a meeple onto a space)</source>
        <translation>{who}&#xa0;: place un agent (fais glisser un pion sur un emplacement)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="54"/>
        <source>{who}: reassign your agent from Waterdeep Harbor</source>
        <translation>{who}&#xa0;: réaffecte ton agent du Port d’Eauprofonde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="55"/>
        <source>{who}: assign the Ambassador</source>
        <translation>{who}&#xa0;: place l’Ambassadeur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="56"/>
        <source>{who}: assign the returned agent now</source>
        <translation>{who}&#xa0;: place maintenant l’agent repris</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="57"/>
        <source>{who}: assign an extra agent</source>
        <translation>{who}&#xa0;: place un agent supplémentaire</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="58"/>
        <source>{who}: place an agent on a Builder&apos;s Hall tile</source>
        <translation>{who}&#xa0;: place un agent sur une tuile de la Halle des Bâtisseurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="59"/>
        <source>{who}: choose an adventurer</source>
        <translation>{who}&#xa0;: choisis un aventurier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="60"/>
        <source>{who}: choose an adventurer to return</source>
        <translation>{who}&#xa0;: choisis un aventurier à rendre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="61"/>
        <source>{who}: swap an adventurer for a cleric?</source>
        <translation>{who}&#xa0;: échanger un aventurier contre un clerc&#xa0;?</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="62"/>
        <source>{who}: choose the adventurer your building gives you</source>
        <translation>{who}&#xa0;: choisis l’aventurier que ton bâtiment te donne</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="63"/>
        <source>{who}: choose the adventurer you are given</source>
        <translation>{who}&#xa0;: choisis l’aventurier qu’on te donne</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="64"/>
        <source>{who}: choose an occupied space to copy</source>
        <translation>{who}&#xa0;: choisis un emplacement occupé à copier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="65"/>
        <source>{who}: complete a quest or end your turn</source>
        <translation>{who}&#xa0;: accomplis une quête ou termine ton tour</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="66"/>
        <source>{who}: take a quest from Cliffwatch Inn</source>
        <translation>{who}&#xa0;: prends une quête à l’Auberge de Guetfalaise</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="67"/>
        <source>{who}: choose a building from Builder&apos;s Hall</source>
        <translation>{who}&#xa0;: choisis un bâtiment de la Halle des Bâtisseurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="68"/>
        <source>{who}: play an intrigue card</source>
        <translation>{who}&#xa0;: joue une carte Intrigue</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="69"/>
        <source>{who}: choose an adventurer to take from an opponent</source>
        <translation>{who}&#xa0;: choisis un aventurier à prendre à un adversaire</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="70"/>
        <source>{who}: keep one of the revealed quests</source>
        <translation>{who}&#xa0;: garde une des quêtes révélées</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="71"/>
        <source>{who}: choose one reward</source>
        <translation>{who}&#xa0;: choisis une récompense</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="72"/>
        <source>{who}: name a quest type</source>
        <translation>{who}&#xa0;: nomme un type de quête</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="73"/>
        <source>{who}: choose one of your buildings to discard</source>
        <translation>{who}&#xa0;: choisis un de tes bâtiments à défausser</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="74"/>
        <source>{who}: choose an agent of yours to return to your pool</source>
        <translation>{who}&#xa0;: choisis un de tes agents à reprendre dans ta réserve</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="76"/>
        <source>{who}: decide</source>
        <translation>{who}&#xa0;: décide</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="82"/>
        <source>{who}: {owner} played {card}: give {owner} {what} to score {n} VP?</source>
        <translation>{who}&#xa0;: {owner} a joué «&#xa0;{card}&#xa0;»&#xa0;: donner {what} à {owner} pour marquer {n}&#xa0;PV&#xa0;?</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="90"/>
        <source>{who}: discard one of your quests to score {n} VP?</source>
        <translation>{who}&#xa0;: défausser une de tes quêtes pour marquer {n}&#xa0;PV&#xa0;?</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="92"/>
        <source>{who}: discard one of your quests to score {n} VP</source>
        <translation>{who}&#xa0;: défausse une de tes quêtes pour marquer {n}&#xa0;PV</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="94"/>
        <source>{who}: complete {name} now and score {n} VP more?</source>
        <translation>{who}&#xa0;: accomplir «&#xa0;{name}&#xa0;» maintenant et marquer {n}&#xa0;PV de plus&#xa0;?</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="98"/>
        <source>{who}: choose the opponent who must complete {quest}</source>
        <translation>{who}&#xa0;: choisis l’adversaire qui doit accomplir «&#xa0;{quest}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="102"/>
        <source>{who}: choose the opponent who takes {what}</source>
        <translation>{who}&#xa0;: choisis l’adversaire qui prend {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="119"/>
        <source>Assign an agent to {space}</source>
        <translation>Placer un agent sur {space}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="120"/>
        <source>Assign the {piece} to {space}</source>
        <translation>Placer le pion {piece} sur {space}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="130"/>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="178"/>
        <source>Discard {name}</source>
        <translation>Défausser «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="132"/>
        <source>Take {name} for free</source>
        <translation>Prendre «&#xa0;{name}&#xa0;» gratuitement</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="133"/>
        <source>Buy {name} for {n} gold</source>
        <translation>Acheter «&#xa0;{name}&#xa0;» pour {n}&#xa0;or</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="139"/>
        <source>Choose {name}</source>
        <translation>Choisir {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="141"/>
        <source>{name} must complete {quest} before any other quest</source>
        <translation>{name} doit accomplir «&#xa0;{quest}&#xa0;» avant toute autre quête</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="144"/>
        <source>{name} takes {what}</source>
        <translation>{name} prend {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="151"/>
        <source>Return {what}</source>
        <translation>Rendre {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="153"/>
        <source>Swap {what} for 1 cleric</source>
        <translation>Échanger {what} contre 1&#xa0;clerc</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="154"/>
        <source>Take {what}</source>
        <translation>Prendre {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="160"/>
        <source>Return your agent from {space}</source>
        <translation>Reprendre ton agent sur {space}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="163"/>
        <source>Use {space}: {action}</source>
        <translation>Utiliser {space}&#xa0;: {action}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="172"/>
        <source>Look for a {type} quest</source>
        <translation>Chercher une quête de type {type}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="179"/>
        <source>Discard {name} and score {n} VP</source>
        <translation>Défausser «&#xa0;{name}&#xa0;» et marquer {n}&#xa0;PV</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="187"/>
        <source>Yes: give {owner} {what} and score {n} VP</source>
        <translation>Oui&#xa0;: donner {what} à {owner} et marquer {n}&#xa0;PV</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="190"/>
        <source>No: give nothing and score nothing</source>
        <translation>Non&#xa0;: ne rien donner, ne rien marquer</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="193"/>
        <source>Yes: complete {name} now (+{n} VP)</source>
        <translation>Oui&#xa0;: accomplir «&#xa0;{name}&#xa0;» maintenant (+{n}&#xa0;PV)</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="194"/>
        <source>No: keep {name} for later</source>
        <translation>Non&#xa0;: garder «&#xa0;{name}&#xa0;» pour plus tard</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="196"/>
        <source>No: keep your quests</source>
        <translation>Non&#xa0;: garder tes quêtes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="198"/>
        <source>No: play no intrigue card</source>
        <translation>Non&#xa0;: ne jouer aucune carte Intrigue</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="200"/>
        <source>No: keep your adventurers</source>
        <translation>Non&#xa0;: garder tes aventuriers</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="201"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="201"/>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="207"/>
        <source>Take quest: {name}</source>
        <translation>Prendre la quête&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="209"/>
        <source>Play {name}</source>
        <translation>Jouer «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="212"/>
        <source>Take {what} from {name}</source>
        <translation>Prendre {what} à {name}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="217"/>
        <source>Complete {name}</source>
        <translation>Accomplir «&#xa0;{name}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="220"/>
        <source>End turn</source>
        <translation>Terminer le tour</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="229"/>
        <source>reward {reward}</source>
        <translation>récompense&#xa0;: {reward}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="264"/>
        <source>{who} plays an intrigue card</source>
        <translation>{who} joue une carte Intrigue</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/choicetext.py" line="265"/>
        <source>{who}: {what}</source>
        <translation>{who}&#xa0;: {what}</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="39"/>
        <source>a cleric</source>
        <translation>un clerc</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="40"/>
        <source>a fighter</source>
        <translation>un guerrier</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="41"/>
        <source>a rogue</source>
        <translation>un roublard</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="42"/>
        <source>a wizard</source>
        <translation>un magicien</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="24"/>
        <source>{n} gold</source>
        <translation>{n}&#xa0;or</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="26"/>
        <source>%n cleric(s)</source>
        <translation>
            <numerusform>%n&#xa0;clerc</numerusform>
            <numerusform>%n&#xa0;clercs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="28"/>
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n&#xa0;guerrier</numerusform>
            <numerusform>%n&#xa0;guerriers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="30"/>
        <source>%n rogue(s)</source>
        <translation>
            <numerusform>%n&#xa0;roublard</numerusform>
            <numerusform>%n&#xa0;roublards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="32"/>
        <source>%n wizard(s)</source>
        <translation>
            <numerusform>%n&#xa0;magicien</numerusform>
            <numerusform>%n&#xa0;magiciens</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="48"/>
        <source>{n} VP</source>
        <translation>{n}&#xa0;PV</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="53"/>
        <source>Arcana</source>
        <translation>Arcanes</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="54"/>
        <source>Commerce</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="55"/>
        <source>Piety</source>
        <translation>Piété</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="56"/>
        <source>Skullduggery</source>
        <translation>Filouterie</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="57"/>
        <source>Warfare</source>
        <translation>Guerre</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="64"/>
        <source>Aurora&apos;s Realms Shop</source>
        <translation>Boutique des Royaumes d’Aurora</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="65"/>
        <source>Blackstaff Tower</source>
        <translation>Tour de Bâton-Noir</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="66"/>
        <source>The Plinth</source>
        <translation>Piédestal</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="67"/>
        <source>The Grinning Lion Tavern</source>
        <translation>Taverne du Lion Rieur</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="68"/>
        <source>Field of Triumph</source>
        <translation>Champ du Triomphe</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="69"/>
        <source>Castle Waterdeep</source>
        <translation>Château d’Eauprofonde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="70"/>
        <source>Builder&apos;s Hall</source>
        <translation>Halle des Bâtisseurs</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="71"/>
        <source>Cliffwatch Inn</source>
        <translation>Auberge de Guetfalaise</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="72"/>
        <source>Waterdeep Harbor</source>
        <translation>Port d’Eauprofonde</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="86"/>
        <source>{building} (space {n})</source>
        <translation>{building} (emplacement {n})</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="97"/>
        <source>agent</source>
        <translation>agent</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="98"/>
        <source>Lieutenant</source>
        <translation>Lieutenant</translation>
    </message>
    <message>
        <location filename="../desktop/tables/waterdeep/text.py" line="99"/>
        <source>Ambassador</source>
        <translation>Ambassadeur</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="38"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="39"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="40"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="41"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="42"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="43"/>
        <source>Sky blue</source>
        <translation>Bleu ciel</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="44"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="79"/>
        <source>{first} or {last}</source>
        <translation>{first} ou {last}</translation>
    </message>
    <message>
        <location filename="../desktop/text.py" line="72"/>
        <source>; </source>
        <comment>between the clauses of one line</comment>
        <translation>&#xa0;; </translation>
    </message>
</context>
<context>
    <name>timeline</name>
    <message>
        <location filename="../desktop/tables/base.py" line="191"/>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/model.py" line="135"/>
        <source>{n}. {text}</source>
        <translation>{n}. {text}</translation>
    </message>
    <message>
        <location filename="../desktop/timeline/chart.py" line="121"/>
        <source>Chance to win (%)</source>
        <translation>Chances de victoire (%)</translation>
    </message>
</context>
</TS>
