<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>architects</name>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/gestures.py" line="351"/>
        <source>With {n} players one Town Centre action captures at %n location(s) at most; this one captures {places}.</source>
        <translation>
            <numerusform>With {n} players one Town Centre action captures at %n location at most; this one captures {places}.</numerusform>
            <numerusform>With {n} players one Town Centre action captures at %n locations at most; this one captures {places}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="108"/>
        <source>capture workers %n time(s) for free</source>
        <translation>
            <numerusform>capture workers once for free</numerusform>
            <numerusform>capture workers %n times for free</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="111"/>
        <source>capture workers %n time(s) for free, or bring all your workers back from other players&apos; boards</source>
        <translation>
            <numerusform>capture workers once for free, or bring all your workers back from other players&apos; boards</numerusform>
            <numerusform>capture workers %n times for free, or bring all your workers back from other players&apos; boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="120"/>
        <source>you may destroy %n unpaid debt(s)</source>
        <translation>
            <numerusform>you may destroy %n unpaid debt</numerusform>
            <numerusform>you may destroy %n unpaid debts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="124"/>
        <source>you may discard %n building card(s) from your hand for {gold}</source>
        <translation>
            <numerusform>you may discard %n building card from your hand for {gold}</numerusform>
            <numerusform>you may discard %n building cards from your hand for {gold}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="136"/>
        <source>discard %n of your apprentices</source>
        <translation>
            <numerusform>discard %n of your apprentices</numerusform>
            <numerusform>discard %n of your apprentices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="253"/>
        <source>King&apos;s Storehouse: %n more trade(s)</source>
        <translation>
            <numerusform>King&apos;s Storehouse: %n more trade</numerusform>
            <numerusform>King&apos;s Storehouse: %n more trades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="314"/>
        <source>frees %n worker(s) from the Prison at each Black Market reset</source>
        <translation>
            <numerusform>frees %n worker from the Prison at each Black Market reset</numerusform>
            <numerusform>frees %n workers from the Prison at each Black Market reset</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="317"/>
        <source>pays {silver} less (not tax) to hire at the Workshop; %n apprentice(s) at most</source>
        <translation>
            <numerusform>pays {silver} less (not tax) to hire at the Workshop; %n apprentice at most</numerusform>
            <numerusform>pays {silver} less (not tax) to hire at the Workshop; %n apprentices at most</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="343"/>
        <source>%n worker(s) start(s) in the Prison</source>
        <translation>
            <numerusform>%n worker starts in the Prison</numerusform>
            <numerusform>%n workers start in the Prison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="459"/>
        <source>make up to %n trade(s)</source>
        <translation>
            <numerusform>make up to %n trade</numerusform>
            <numerusform>make up to %n trades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="469"/>
        <source>take up to %n action(s)</source>
        <translation>
            <numerusform>take up to %n action</numerusform>
            <numerusform>take up to %n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="476"/>
        <source>make up to %n capture(s)</source>
        <translation>
            <numerusform>make up to %n capture</numerusform>
            <numerusform>make up to %n captures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/cardtext.py" line="482"/>
        <source>from up to %n location(s)</source>
        <translation>
            <numerusform>all from %n location</numerusform>
            <numerusform>from up to %n locations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="116"/>
        <source>{who}: keep one building card of the draft (%n to choose from)</source>
        <translation>
            <numerusform>{who}: keep the last building card of the draft</numerusform>
            <numerusform>{who}: keep one building card of the draft (%n to choose from)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="117"/>
        <source>{who}: place a worker (%n in your supply)</source>
        <translation>
            <numerusform>{who}: place a worker (your last one in your supply)</numerusform>
            <numerusform>{who}: place a worker (%n in your supply)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="118"/>
        <source>{who}: King&apos;s Storehouse — %n trade(s) left</source>
        <translation>
            <numerusform>{who}: King&apos;s Storehouse — %n trade left</numerusform>
            <numerusform>{who}: King&apos;s Storehouse — %n trades left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="119"/>
        <source>{who}: Town Centre — %n capture(s) left</source>
        <translation>
            <numerusform>{who}: Town Centre — %n capture left</numerusform>
            <numerusform>{who}: Town Centre — %n captures left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="120"/>
        <source>{who}: Guardhouse — %n action(s) left</source>
        <translation>
            <numerusform>{who}: Guardhouse — %n action left</numerusform>
            <numerusform>{who}: Guardhouse — %n actions left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="121"/>
        <source>{who}: {subject} — %n free capture(s) left</source>
        <translation>
            <numerusform>{who}: {subject} — %n free capture left</numerusform>
            <numerusform>{who}: {subject} — %n free captures left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="122"/>
        <source>{who}: keep one of the %n building cards drawn at the Black Market</source>
        <translation>
            <numerusform>{who}: keep the building card drawn at the Black Market</numerusform>
            <numerusform>{who}: keep one of the %n building cards drawn at the Black Market</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="173"/>
        <source>%n silver of it go(es) on the skipped card(s)</source>
        <translation>
            <numerusform>%n silver of it goes on the skipped card</numerusform>
            <numerusform>%n silver of it go on the skipped cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="185"/>
        <source>Take your %n worker(s) back {place}</source>
        <translation>
            <numerusform>Take your %n worker back {place}</numerusform>
            <numerusform>Take your %n workers back {place}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/choicetext.py" line="187"/>
        <source>Capture %n worker(s) of {name} {place}</source>
        <translation>
            <numerusform>Capture %n worker of {name} {place}</numerusform>
            <numerusform>Capture %n workers of {name} {place}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="45"/>
        <source>{who} places a worker {where} (%n there now)</source>
        <translation>
            <numerusform>{who} places a worker {where}</numerusform>
            <numerusform>{who} places a worker {where} (%n there now)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="53"/>
        <source>{who} takes %n own worker(s) back {place}</source>
        <translation>
            <numerusform>{who} takes %n own worker back {place}</numerusform>
            <numerusform>{who} takes %n own workers back {place}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="56"/>
        <source>{who} captures %n worker(s) of {whose} {place}</source>
        <translation>
            <numerusform>{who} captures %n worker of {whose} {place}</numerusform>
            <numerusform>{who} captures %n workers of {whose} {place}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="68"/>
        <source>{who} frees %n worker(s) from the Prison {why}</source>
        <translation>
            <numerusform>{who} frees %n worker from the Prison {why}</numerusform>
            <numerusform>{who} frees %n workers from the Prison {why}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="86"/>
        <source>{who} takes %n debt(s)</source>
        <translation>
            <numerusform>{who} takes %n debt</numerusform>
            <numerusform>{who} takes %n debts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="87"/>
        <source>{who} pays off %n debt(s)</source>
        <translation>
            <numerusform>{who} pays off %n debt</numerusform>
            <numerusform>{who} pays off %n debts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="88"/>
        <source>{who} destroys %n unpaid debt(s)</source>
        <translation>
            <numerusform>{who} destroys %n unpaid debt</numerusform>
            <numerusform>{who} destroys %n unpaid debts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="89"/>
        <source>{who} brings %n worker(s) back from other players&apos; boards</source>
        <translation>
            <numerusform>{who} brings %n worker back from other players&apos; boards</numerusform>
            <numerusform>{who} brings %n workers back from other players&apos; boards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="90"/>
        <source>{who} draws %n building card(s)</source>
        <translation>
            <numerusform>{who} draws %n building card</numerusform>
            <numerusform>{who} draws %n building cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="92"/>
        <source>{who} draws %n building card(s) at the Black Market to keep one</source>
        <translation>
            <numerusform>{who} draws %n building card at the Black Market to keep</numerusform>
            <numerusform>{who} draws %n building cards at the Black Market to keep one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="94"/>
        <source>{who} puts %n building card(s) under the deck</source>
        <translation>
            <numerusform>{who} puts %n building card under the deck</numerusform>
            <numerusform>{who} puts %n building cards under the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="95"/>
        <source>%n worker(s) of {who} go(es) from the Black Market to the Prison</source>
        <translation>
            <numerusform>%n worker of {who} goes from the Black Market to the Prison</numerusform>
            <numerusform>%n workers of {who} go from the Black Market to the Prison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="96"/>
        <source>{who} fills the last Guildhall space: %n turn(s) left in the game</source>
        <translation>
            <numerusform>{who} fills the last Guildhall space: %n turn is left in the game</numerusform>
            <numerusform>{who} fills the last Guildhall space: %n turns are left in the game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="129"/>
        <source>{who} sends %n worker(s) of {whose} to the Prison</source>
        <translation>
            <numerusform>{who} sends %n worker of {whose} to the Prison</numerusform>
            <numerusform>{who} sends %n workers of {whose} to the Prison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/logtext.py" line="141"/>
        <source>The Workshop apprentices move on: %n new apprentice(s)</source>
        <translation>
            <numerusform>The Workshop apprentices move on: %n new apprentice</numerusform>
            <numerusform>The Workshop apprentices move on: %n new apprentices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="88"/>
        <source>%n clay</source>
        <translation>
            <numerusform>%n clay</numerusform>
            <numerusform>%n clay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="89"/>
        <source>%n wood</source>
        <translation>
            <numerusform>%n wood</numerusform>
            <numerusform>%n wood</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="90"/>
        <source>%n stone</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="91"/>
        <source>%n gold</source>
        <translation>
            <numerusform>%n gold</numerusform>
            <numerusform>%n gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="92"/>
        <source>%n marble</source>
        <translation>
            <numerusform>%n marble</numerusform>
            <numerusform>%n marble</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="93"/>
        <source>%n silver</source>
        <translation>
            <numerusform>%n silver</numerusform>
            <numerusform>%n silver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="94"/>
        <source>%n virtue</source>
        <translation>
            <numerusform>%n virtue</numerusform>
            <numerusform>%n virtue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="95"/>
        <source>%n building card(s)</source>
        <translation>
            <numerusform>%n building card</numerusform>
            <numerusform>%n building cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="96"/>
        <source>%n debt(s)</source>
        <translation>
            <numerusform>%n debt</numerusform>
            <numerusform>%n debts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="97"/>
        <source>%n worker(s)</source>
        <translation>
            <numerusform>%n worker</numerusform>
            <numerusform>%n workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="98"/>
        <source>%n VP</source>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/names.py" line="99"/>
        <source>%n tax</source>
        <translation>
            <numerusform>%n tax</numerusform>
            <numerusform>%n tax</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/panels.py" line="157"/>
        <source>%n worker(s) in the Prison</source>
        <translation>
            <numerusform>%n worker in the Prison</numerusform>
            <numerusform>%n workers in the Prison</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/panels.py" line="182"/>
        <source>%n building card(s) in the hand (hidden)</source>
        <translation>
            <numerusform>%n building card in the hand (hidden)</numerusform>
            <numerusform>%n building cards in the hand (hidden)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/architects/table.py" line="55"/>
        <source>Last turns: %n left</source>
        <translation>
            <numerusform>Last turns: %n left</numerusform>
            <numerusform>Last turns: %n left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cardtext</name>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="36"/>
        <source>%n intrigue card(s)</source>
        <translation>
            <numerusform>%n intrigue card</numerusform>
            <numerusform>%n intrigue cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="40"/>
        <source>%n face-up quest(s) from Cliffwatch Inn</source>
        <translation>
            <numerusform>%n face-up quest from Cliffwatch Inn</numerusform>
            <numerusform>%n face-up quests from Cliffwatch Inn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="44"/>
        <source>%n adventurer(s) of your choice</source>
        <translation>
            <numerusform>%n adventurer of your choice</numerusform>
            <numerusform>%n adventurers of your choice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="55"/>
        <source>%n adventurer(s), each {choice}</source>
        <translation>
            <numerusform>%n adventurer: {choice}</numerusform>
            <numerusform>%n adventurers, each {choice}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/cardtext.py" line="320"/>
        <source>take {what}; then each opponent takes %n adventurer(s) of their choice</source>
        <translation>
            <numerusform>take {what}; then each opponent takes %n adventurer of their choice</numerusform>
            <numerusform>take {what}; then each opponent takes %n adventurers of their choice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>controller</name>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/gestures.py" line="184"/>
        <source>{space} needs %n adventurer(s) to return.</source>
        <translation>
            <numerusform>{space} needs %n adventurer to return.</numerusform>
            <numerusform>{space} needs %n adventurers to return.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>errors</name>
    <message numerus="yes">
        <location filename="../desktop/errortext.py" line="87"/>
        <source>--at {at} is out of range (the record has %n valid move(s))</source>
        <translation>
            <numerusform>--at {at} is out of range (the record has %n valid move)</numerusform>
            <numerusform>--at {at} is out of range (the record has %n valid moves)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>recent</name>
    <message numerus="yes">
        <location filename="../desktop/widgets/recent.py" line="119"/>
        <source>(%n earlier move(s) in the Game log)</source>
        <translation>
            <numerusform>(%n earlier move in the Game log)</numerusform>
            <numerusform>(%n earlier moves in the Game log)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>saved</name>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="114"/>
        <source>Finished after %n move(s)</source>
        <translation>
            <numerusform>Finished after %n move</numerusform>
            <numerusform>Finished after %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="116"/>
        <source>In progress: %n move(s) played</source>
        <translation>
            <numerusform>In progress: %n move played</numerusform>
            <numerusform>In progress: %n moves played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="130"/>
        <source>finished after %n move(s) · {when}</source>
        <translation>
            <numerusform>finished after %n move · {when}</numerusform>
            <numerusform>finished after %n moves · {when}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/model.py" line="132"/>
        <source>%n move(s) played · {when}</source>
        <translation>
            <numerusform>%n move played · {when}</numerusform>
            <numerusform>%n moves played · {when}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/dialog.py" line="364"/>
        <source>Remove %n deleted game(s) for good? This cannot be undone.</source>
        <translation>
            <numerusform>Remove %n deleted game for good? This cannot be undone.</numerusform>
            <numerusform>Remove %n deleted games for good? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/library/transfer.py" line="70"/>
        <source>{count} of %n record(s) imported as saved games.</source>
        <translation>
            <numerusform>{count} of %n record imported as saved games.</numerusform>
            <numerusform>{count} of %n records imported as saved games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>statistics</name>
    <message numerus="yes">
        <location filename="../desktop/widgets/statistics.py" line="364"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>text</name>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="26"/>
        <source>%n cleric(s)</source>
        <translation>
            <numerusform>%n cleric</numerusform>
            <numerusform>%n clerics</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="28"/>
        <source>%n fighter(s)</source>
        <translation>
            <numerusform>%n fighter</numerusform>
            <numerusform>%n fighters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="30"/>
        <source>%n rogue(s)</source>
        <translation>
            <numerusform>%n rogue</numerusform>
            <numerusform>%n rogues</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/tables/waterdeep/text.py" line="32"/>
        <source>%n wizard(s)</source>
        <translation>
            <numerusform>%n wizard</numerusform>
            <numerusform>%n wizards</numerusform>
        </translation>
    </message>
</context>
</TS>
