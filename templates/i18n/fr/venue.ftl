### Le projecteur et les impressions en français (traduction de en/venue.ftl ; docs/translating.md).

## projector

projector-title = { $night } · classement
projector-round = tour de placement { $round } sur { $total }
projector-not-seated = pas encore placé
projector-final = classement final
projector-reconnecting = Reconnexion… voici le classement de { $time }.
projector-join = Rejoindre : code
projector-page = Page { $page } sur { $pages }
projector-updated = Mis à jour à { $time }
projector-next-page = page suivante dans { $seconds } s
projector-refreshes = actualisé toutes les { $seconds } s
projector-countdown = Prochain tour de placement à { $time } (dans { $minutes } min)
projector-missing-title = Introuvable
projector-missing = Aucune soirée à cette adresse. Demande le lien du projecteur à l'organisateur.
projector-reconnecting-title = Reconnexion…
projector-reconnecting-soon = Reconnexion… le classement revient tout seul.

## standings (projector and night sheet)

standings-heading = Classement
standings-final-heading = Classement final
standings-player = Joueur
standings-points = Points
standings-rounds = Manches
standings-rounds-hint = Manches jouées
standings-spy-wins = Victoires d'espion
standings-spy-wins-hint = Manches gagnées en espion
standings-caught = Démasqués
standings-caught-hint = Espions démasqués
standings-empty = Pas encore de joueurs.
standings-note = À égalité de points, on départage par les manches gagnées en espion, puis les espions démasqués, puis les confrontations directes ; « = » marque une place partagée. Les manches manquées (arrivée tardive, départ, pause) ne rapportent rien.

## tables

tables-heading = Tables
table-number = Table { $number }
tables-not-seated = L'organisateur n'a pas encore placé les joueurs pour ce tour.
tables-sitting-out = En pause ce tour : { $names }

## a table's progress

progress-left = { $phase } · encore { $clock }
progress-waiting = attend la première partie
progress-game-over = partie terminée
progress-between = entre deux manches
phase-playing = questions
phase-voting = vote d'accusation
phase-final_voting = vote final
phase-team_questions = questions des capitaines
phase-team_picking = les capitaines choisissent
phase-team_spy_guess = la proposition de l'espion
phase-other = manche en cours

## printouts

print-back = ← retour à la soirée
print-language = Langue
cards-title = { $night } · cartes de table
cards-toolbar = Imprime cette page : une carte par table.
cards-round = { $night } · tour de placement { $round }
cards-scan = Scanne pour ouvrir cette table dans l'appli
cards-none = Aucun tour de placement n'est encore confirmé : les cartes s'impriment une fois que les tables ont un salon.
slips-title = { $night } · bons de réclamation
slips-toolbar = Imprime cette page, découpe le long des lignes et donne à chaque joueur non inscrit son bon.
slips-scan = Scanne le carré avec l'appareil photo de ton téléphone et touche le bouton sous ton code : tes résultats de ce soir seront à toi.
slips-no-camera = Pas d'appareil photo ? Ouvre cette adresse et saisis ton code :
slips-none = Aucun joueur non inscrit n'attend de réclamer sa place : ceux qu'on ajoute sur la page de la soirée reçoivent ici leur bon.
sheet-title = { $night } · feuille de soirée
sheet-toolbar = Imprime cette page.
sheet-printed = { $season } · imprimé le { $time }
sheet-join = Rejoins avec le code { $code } sur { $url }, puis signale ton arrivée.
sheet-round = Tour de placement { $round }
sheet-table = Table { $number } · { $code }
sheet-sitting-out = En pause : { $names }
