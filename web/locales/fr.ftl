### L'application de table en français (the table app in French). See docs/translating.md.

## app

app-title = Spyfall
app-tagline = Tout le monde connaît un lieu secret, sauf l'espion. À jouer autour d'une table, un téléphone par personne.
app-loading = Chargement…
app-reconnecting = Reconnexion…
app-language = Langue
app-language-unavailable = Impossible de charger cette langue. Vérifie le Wi-Fi, puis choisis-la de nouveau.
app-back = Accueil
app-dismiss = Fermer

## home

home-your-name = Ton nom
home-join-title = Rejoindre une table
home-code = Code de la salle
home-join = Rejoindre
home-create-title = Nouvelle table
home-create = Créer une salle
home-nights = Soirées de ligue
home-organizers = Organisateurs : le panneau d'administration
home-developers = Développeurs : l'API
home-signed-in-as = Tu joues en tant que { $name }
home-guest = invité

## account

account-title = Compte
account-log-in = Se connecter
account-sign-up = S'inscrire
account-log-out = Se déconnecter
account-make-account = Garde tes résultats : crée un compte
account-username = Nom d'utilisateur
account-password = Mot de passe
account-submit-log-in = Se connecter
account-submit-sign-up = Créer le compte
account-submit-make = Créer mon compte
account-done = C'est fait.

## settings

settings-title = Paramètres
settings-rule-set = Règles
settings-classic = Classique
settings-time_travel = Voyage dans le temps
settings-mode = Mode
settings-standard = Standard
settings-team = Équipes (Voyage dans le temps, 7 à 12 joueurs)
settings-packs = Packs de lieux
settings-rounds = Manches
settings-round-minutes = Minutes par manche
settings-round-minutes-auto = Selon le nombre de joueurs
settings-show-roles = Jouer avec les rôles
settings-vote-timeout = Secondes pour voter
settings-spies = Espions
settings-captain-passes = Nombre de fois capitaine par joueur
settings-save = Enregistrer les paramètres
settings-changed-title = Paramètres modifiés pour la prochaine partie
settings-this-game = Cette partie
settings-next-game = Prochaine partie
settings-applies-next-game = Une partie est en cours : les changements s'appliquent à partir de la prochaine partie.
settings-yes = oui
settings-no = non

## labels

settings-labels-rule_set = Règles
settings-labels-mode = Mode
settings-labels-pack_ids = Packs de lieux
settings-labels-rounds = Manches
settings-labels-round_minutes = Minutes par manche
settings-labels-show_roles = Jouer avec les rôles
settings-labels-vote_timeout_seconds = Secondes pour voter
settings-labels-spies = Espions
settings-labels-captain_passes = Nombre de fois capitaine par joueur

## lobby

lobby-code = Code de la salle
lobby-closed = Cette salle a été fermée après un moment sans jeu. Ouvre une nouvelle salle pour rejouer.
lobby-share = Les autres rejoignent avec ce code, ce lien ou le QR code.
lobby-link = Lien vers cette table
lobby-copy = Copier le lien
lobby-copied = Copié
lobby-share-button = Partager…
lobby-share-text = Rejoins notre table de Spyfall : salle { $code }
lobby-local-only = Seul cet ordinateur peut ouvrir ce lien : le serveur n'écoute que sur cet ordinateur. Lance-le avec SPYFALL_ADDR=0.0.0.0:8080, ou règle SPYFALL_PUBLIC_URL sur l'adresse que les téléphones peuvent ouvrir.
lobby-invite = Inviter d'autres joueurs
lobby-qr-alt = QR code pour rejoindre la salle { $code }
lobby-players = Joueurs
lobby-seat = Place { $n }
lobby-host = hôte
lobby-you = toi
lobby-away = absent
lobby-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
lobby-start-game = Lancer une partie
lobby-deal = Distribuer la manche
lobby-deal-next = Distribuer la manche suivante
lobby-waiting-for-deal = On attend que { $name } distribue.
lobby-waiting-for-host = On attend l'hôte.
lobby-league-games-played =
    Cette table a joué { $n ->
        [one] sa partie
       *[other] ses { $n } parties
    } pour ce tour de placement : attends ici le prochain placement.
lobby-league-seating-over = Ce tour de placement est terminé : ta prochaine table s'affiche dès que l'organisateur a fait le placement.
lobby-league-night-finished = La soirée est terminée : merci d'avoir joué !
lobby-manage = Options pour { $name }
lobby-manage-short = Options
lobby-heading = À la table
lobby-new-game = Lancer une nouvelle partie
lobby-confirm-new-game = Lancer une nouvelle partie ? Les scores de cette partie repartent de zéro.
lobby-leave = Quitter la table
lobby-kick = Retirer { $name }
lobby-make-host = Nommer { $name } hôte
lobby-move-up = Déplacer { $name } vers le haut
lobby-move-down = Déplacer { $name } vers le bas
lobby-bounds = Cette table se joue de { $min } à { $max } joueurs.
lobby-join-title = Rejoindre cette table
lobby-join-again = Reprendre ta place à cette table
lobby-need-more =
    { $n ->
        [one] Il manque encore { $n } joueur pour distribuer.
       *[other] Il manque encore { $n } joueurs pour distribuer.
    }
lobby-join-as = Rejoindre
lobby-removed = L'hôte t'a retiré de cette table.
lobby-left = Tu as quitté cette table.
lobby-wait-next-round = Une manche est en cours ; tu rejoins la suivante.
lobby-abandon = Arrêter cette manche
lobby-confirm-abandon = Arrêter cette manche maintenant ? Personne ne marque de points, et elle ne compte pas pour la partie.

## round

round-title = Manche { $n } sur { $total }
round-show-card = Voir ma carte
round-hide-card = Cacher ma carte
round-card-hint = Garde ta carte pour toi : touche-la pour la voir, touche encore pour la retourner (elle se retourne toute seule après quelques secondes).
round-you-are-spy = Tu es l'espion
round-you-are-one-of-two-spies = Tu es l'un des deux espions
round-spy-hint = Découvre où tu es avant qu'on te démasque.
round-location = Lieu
round-role = Rôle
round-clock-running = Temps restant
round-clock-stopped = Chrono arrêté
round-clock-paused = En pause
round-pause = Mettre la manche en pause
round-pause-reason = Pourquoi ? (tout le monde le verra)
round-pause-reason-example = La pizza est arrivée
round-pause-confirm = Mettre en pause
round-paused = Manche en pause
round-paused-by = Mise en pause par { $name }. Tous les chronos sont arrêtés.
round-resume = Reprendre la manche
round-alerts = Son et vibration
round-alerts-on = activés : un signal à votre tour, pour un vote, les 10 dernières secondes et la fin du temps.
round-alerts-off = désactivés
round-time-left = Il reste { $time }
round-your-turn = À toi : pose une question à quelqu'un.
round-their-turn = { $name } pose une question.
round-ask-whom = À qui poses-tu la question ?
round-ask = Interroger { $name }
round-accuse = Accuser quelqu'un
round-accuse-whom = Qui mets-tu au vote ? Tu peux le faire une fois par manche.
round-accuse-whom-small = Qui accuses-tu ? Cette personne montre aussitôt sa carte.
round-accuse-confirm = Accuser { $name } ? { $name } montre aussitôt sa carte et la manche se termine.
round-accuse-one = Accuser { $name }
round-cancel = Annuler
round-vote-title = { $accuser } accuse { $suspect }.
round-vote-question = Est-ce que { $suspect } est l'espion ?
round-vote-yes = Oui, condamner
round-vote-no = Non
round-voted-yes = oui
round-voted-no = non
round-ballots = Bulletins
round-your-vote-needed = Ton vote est attendu.
round-final-voting = Vote final
round-final-now = Vote en cours sur { $name }.
round-final-next = Ensuite
round-guess = Deviner le lieu
round-guess-pick = Touche le lieu que tu devines.
round-guess-confirm = Deviner { $place } ? La manche se termine aussitôt.
round-confirm = Oui, deviner
round-locations = Lieux
round-locations-hint = Touche un lieu pour le barrer (seulement sur ce téléphone).
round-used = déjà utilisé
round-crossed = barré
round-suspects = Joueurs
round-suspects-hint = Touche un joueur pour le marquer sous soupçon ; touche-le encore pour le mettre hors de cause, une troisième fois pour effacer la marque (seulement sur ce téléphone).
round-suspected = sous soupçon
round-cleared = hors de cause
round-unmarked = sans marque
round-log = Ce qui s'est passé
round-log-asked = { $actor } a interrogé { $subject }.
round-log-accused = { $actor } a accusé { $subject }.
round-log-voted =
    { $vote ->
        [yes] { $actor } a voté oui.
       *[no] { $actor } a voté non.
    }
round-log-vote-failed = Le vote sur { $subject } a échoué.
round-log-vote-failed-no = Le vote sur { $subject } a échoué : { $no } a dit non.
round-log-vote-timed-out = Le vote sur { $subject } a échoué : pas de vote à temps de la part de { $missing }, et un vote manquant compte comme un non.
round-waiting-for = On attend { $names }.
round-time-is-up = Temps écoulé
round-final-explained = Le temps est écoulé. Chacun est mis au vote à son tour, en partant du donneur, dans le sens des aiguilles d'une montre ; le premier vote où tous les autres disent oui termine la manche. L'espion ne peut plus deviner.
round-log-time-up = Le temps est écoulé.
round-log-final-vote = Vote final sur { $subject }.
round-log-reveal-proposed = { $actor } a proposé de révéler la carte du milieu.
round-log-reveal-agreed = { $actor } a accepté de la révéler.
round-log-reveal-refused = { $actor } a refusé de la révéler.
round-log-reveal-expired = { $actor } n'a pas répondu à temps.
round-log-guessed = { $actor } a tenté de deviner le lieu.
round-log-team-guessed = L'espion a nommé les deux lieux.
round-log-first-captain = { $actor } joue en premier.
round-log-picked = { $actor } a choisi { $subject }.
round-log-pick-refused = { $actor } a arrêté de choisir.
round-log-left = { $actor } a quitté la table.
round-log-removed = L'hôte a retiré { $actor } de la table.
round-log-abandoned = La manche a été abandonnée.
round-log-ended-by-organizer = L'organisateur a arrêté la manche.
round-log-ended = La manche est terminée.
round-log-paused = { $actor } a mis la manche en pause.
round-log-paused-reason = { $actor } a mis la manche en pause : { $reason }
round-log-resumed = { $actor } a repris la manche.
round-log-other = Il s'est passé quelque chose.
round-not-in-round = Tu ne joues pas cette manche ; tu joues à partir de la suivante.

## table

table-title = La table : joueurs, hôte, départ
table-confirm-remove = Retirer { $name } de la table ? Cette personne ne pourra plus revenir. Une manche en cours est annulée : personne ne marque de points, et elle compte comme jouée.
table-confirm-host = Nommer { $name } hôte ? Cette personne lancera les parties, distribuera et gérera la table.
table-confirm-leave = Quitter la table ? Une manche en cours est annulée : personne ne marque de points, et elle compte comme jouée.
table-confirm-leave-lobby = Quitter la table ? Tu pourras revenir avec le code de la salle.
table-now-host = Tu es maintenant l'hôte : tu lances les parties, tu distribues et tu gères la table.
table-got-it = Compris

## result

result-title = Manche terminée
result-spy-was =
    { $count ->
        [one] L'espion était { $names }.
       *[other] Les espions étaient { $names }.
    }
result-location-was = Le lieu : { $place }.
result-indicted-spy = Le vote a désigné { $name } : c'était bien l'espion.
result-indicted-innocent = Le vote a désigné { $name } : ce n'était pas l'espion.
result-guessed-right = { $name } a proposé { $place } : c'est juste.
result-guessed-wrong = { $name } a proposé { $place } : c'est faux.
result-time-up = Le temps est écoulé.
result-convicted = Le vote final a condamné { $name }.
result-other-ending = La manche est terminée.
result-spies-win = L'espion gagne.
result-non-spies-win = La table gagne.
result-nobody-wins = Personne ne gagne cette manche.
result-points = Points de cette manche
result-standings = Classement
result-game-over = La partie est terminée.
result-winner = Victoire : { $names }
result-accused-revealed =
    { $spy ->
        [yes] { $accuser } a accusé { $accused }, qui était l'espion.
       *[no] { $accuser } a accusé { $accused }, qui n'était pas l'espion.
    }
result-middle-revealed =
    { $card ->
        [spy] La carte du milieu a été révélée : la carte espion.
       *[location] La carte du milieu a été révélée : une carte lieu.
    }
result-middle-was = La carte du milieu : { $card }.
result-spy-card = la carte espion
result-cards = Toutes les cartes
result-spy-card-short = l'espion
result-podium = Le podium
result-place =
    { $n ->
        [1] 1er
       *[other] { $n }e
    }
result-by-round = Points par manche
result-total = Total
result-spy-picked = { $captain } a choisi l'espion.
result-spy-not-picked = Personne n'a choisi l'espion.
result-team-guesses = L'espion a nommé { $guesses }.
result-right = juste
result-wrong = faux
result-no-team-guess = L'espion n'a nommé aucun lieu à temps.
result-no-conviction = Personne n'a été condamné au vote final.
result-voided = La manche a été annulée.
result-voided-left = La manche est annulée : { $name } a quitté la table. Personne ne marque ; elle compte comme jouée.
result-voided-removed = La manche est annulée : l'hôte a retiré { $name } de la table. Personne ne marque ; elle compte comme jouée.
result-ended-last-round = Toutes les manches ont été jouées.
result-ended-everyone-captained = Tout le monde à la table a été capitaine.
result-ended-too-few-players = Il reste moins de 7 joueurs à la table : une partie en équipes en demande 7.
result-abandoned = L'hôte a arrêté la manche : personne ne marque, et elle ne compte pas pour la partie.
result-abandoned-by-organizer = L'organisateur a fait avancer la soirée pendant cette manche : personne ne marque de points pour elle.
result-everyone-wins = Tout le monde gagne.
result-teams-score = Chaque capitaine marque pour son équipe.
result-history = Manches de cette partie
result-history-round = Manche { $n }
result-my-points = toi : { $points }

## nights

nights-title = Soirées de ligue
nights-mine = Mes soirées
nights-none = Tu n'as encore aucune inscription à une soirée.
nights-status =
    { $status ->
        [registration] Inscriptions ouvertes
        [seating] Placement en préparation
        [playing] En jeu
        [finished] Terminée
       *[other] { $status }
    }
nights-join-title = Rejoindre une soirée
nights-code = Code de la soirée
nights-join = S'inscrire
nights-account-needed = Pour t'inscrire à une soirée, il faut un compte.
nights-claim-title = Code sur place
nights-claim-hint = L'organisateur t'a donné un code : il inscrit ce téléphone à la soirée.
nights-claim-from-slip = Le code de ton ticket est déjà rempli : touche le bouton.
nights-playing-as = tu joues en tant que { $name }
nights-claim-code = Ton code
nights-claim = Utiliser le code
nights-door-title = Signale ta présence pour ce soir
nights-have-account = Tu joues la ligue avec un compte ?
nights-sign-in = Connecte-toi d'abord
nights-withdrawn = Tu ne participes plus au reste de cette soirée.
nights-my-table = Ta table : { $table } (tour de placement { $round })
nights-wait-seating = Attends ici : ta table s'affiche dès que l'organisateur a fait le placement de ce tour.
nights-standings = Classement de la soirée
nights-rounds-played =
    { $n ->
        [one] { $n } manche
       *[other] { $n } manches
    }
nights-check-in-hint = À ton arrivée, signale ta présence : seuls les joueurs présents sont placés. Ton nom est celui qu'affichent la table et le classement.
nights-check-in = Je suis là : signaler ma présence
nights-sitting-out = Tu fais une pause pendant le tour de placement { $round } : il y a plus de joueurs que de places aux tables, et chacun fait une pause à son tour. Tu rejoues au tour suivant.
nights-next-seating = Prochain tour de placement à { $time }

## rules

rules-title = Comment jouer
rules-basics = Tout le monde reçoit le même lieu secret et un rôle, sauf l'espion, qui ne sait pas où il est. L'espion essaie de rester caché ou de deviner le lieu ; les autres essaient de le démasquer.
rules-questions = Le joueur dont c'est le tour pose une question à un autre joueur, à voix haute. Celui qui est interrogé répond, puis pose la question suivante, mais pas à celui qui vient de l'interroger.
rules-vote = Une fois par manche, chacun peut arrêter le chrono et mettre un joueur au vote. Tous les autres votent : que des oui, et il est condamné ; un seul non arrête le vote et le chrono repart. Un vote manquant compte comme un non.
rules-guess = Tant que le chrono tourne, l'espion peut se dévoiler et deviner le lieu (parmi ceux de sa carte) : juste, l'espion gagne ; faux, les autres gagnent.
rules-time-up-classic = Si le temps s'écoule sans que personne ne soit condamné, l'espion gagne.
rules-time-up-travel = Quand le temps est écoulé, vote final : chaque joueur à son tour, en partant du donneur, est mis au vote ; le premier vote où tous les autres disent oui termine la manche. Sinon, l'espion gagne.
rules-score-classic = Points : l'espion marque 2 si le temps s'écoule, 4 si un non-espion est condamné ou s'il devine juste. Quand les autres gagnent, 1 chacun, et 2 pour celui qui a mis l'espion au vote qui l'a condamné.
rules-score-travel = Points : l'espion marque 2 s'il gagne, +2 s'il devine juste, +2 si un non-espion est condamné. Quand les autres gagnent, 1 chacun, +1 pour le premier qui a mis l'espion au vote.
rules-small-tables = À 2 ou 3 joueurs, une carte reste face cachée au milieu : ce peut être la carte espion, et alors personne à la table n'est l'espion. Un non-espion peut accuser un joueur, qui montre aussitôt sa carte. Chacun peut proposer de révéler la carte du milieu ; tous les autres doivent être d'accord.
rules-two-spies = Cette table joue avec deux espions. Chaque espion sait seulement qu'il en est un, jamais qui est l'autre. Condamner l'un ou l'autre fait gagner les autres.
rules-team = Mode équipes : deux capitaines, chacun avec son propre lieu. Tous les autres joueurs sont des agents qui ont l'un des deux lieux, ou la carte espion.
rules-team-picks = Les capitaines décident qui joue en premier. Chaque capitaine pose une question à chaque agent pas encore choisi ; puis chacun choisit un agent pour son équipe, ou arrête de choisir pour la manche.
rules-team-end = Un capitaine qui choisit l'espion termine la manche : l'espion se dévoile et nomme le lieu de ce capitaine, puis celui de l'autre. Si personne ne choisit l'espion, l'espion nomme les deux.
rules-team-score = Points : un capitaine marque +1 pour chaque agent de son lieu, -1 pour chaque agent de l'autre ; un capitaine qui a choisi l'espion ne marque rien. Un agent choisi par le capitaine de son lieu : 1. L'espion : 1 s'il est choisi, +1 pour chaque lieu bien nommé. Chacun est capitaine une fois (ou deux) par partie.

## team

team-now-asking = En cours : le capitaine { $name } interroge les agents.
team-now-picking = En cours : le capitaine { $name } choisit un agent ou arrête.
team-location-of = Le lieu du capitaine { $captain } : { $place }.
team-title = Équipes
team-you-captain = Tu es capitaine : interroge les agents, puis choisis ton équipe.
team-you-agent = Tu es agent : réponds aux capitaines, qui choisissent leurs équipes.
team-captain = Capitaine { $name }
team-refused-mark = a fini de choisir
team-nobody-yet = personne pour l'instant
team-unpicked = Pas encore choisis
team-choose-first = Capitaines : qui joue en premier ?
team-captains-choosing = Les capitaines décident qui joue en premier.
team-first-is = { $name } en premier
team-pick-whom = Choisis un agent pour ton équipe, ou arrête de choisir.
team-pick = Choisir { $name }
team-refuse = Arrêter de choisir cette manche
team-spy-guessing = { $name } est l'espion et nomme les deux lieux.
team-guess-title = Nomme les deux lieux
team-guess-for = Touche le lieu du capitaine { $captain }.
team-guessed = { $captain } : { $place }
team-confirm-guess = Oui, nommer ces deux lieux
team-start-again = Recommencer

## reveal

reveal-propose = Proposer de révéler la carte du milieu
reveal-proposed = { $name } propose de révéler la carte du milieu.
reveal-agreed = D'accord
reveal-your-answer = On la révèle ?
reveal-agree = Oui, révéler
reveal-refuse = Non, on continue
reveal-waiting = En attente des réponses.

## What a player reads when the server refuses or fails, by problem code.

problem-network = Pas de connexion au serveur : rien n'a été envoyé. Vérifie le Wi-Fi, puis touche de nouveau.
problem-bad_request = L'application a envoyé quelque chose que le serveur n'a pas pu lire. Recharge la page et réessaie.
problem-malformed_json = L'application a envoyé quelque chose que le serveur n'a pas pu lire. Recharge la page et réessaie.
problem-invalid_body = Quelque chose ne va pas dans ce formulaire. Vérifie-le et réessaie.
problem-unreadable_body = L'application a envoyé quelque chose que le serveur n'a pas pu lire. Recharge la page et réessaie.
problem-invalid_text = Ce texte contient des caractères non autorisés. Retire-les et réessaie.
problem-invalid_query = L'application a fait une demande que le serveur ne comprend pas. Recharge la page et réessaie.
problem-invalid_if_match = L'application a envoyé une version illisible. Recharge la page et réessaie.
problem-invalid_idempotency_key = L'application a envoyé une clé de requête illisible. Recharge la page et réessaie.
problem-idempotency_key_reused = Cette demande est en conflit avec une demande précédente. Réessaie.
problem-idempotency_key_in_use = Le serveur traite encore cette demande. Patiente un instant.
problem-payload_too_large = C'est trop long pour être envoyé. Raccourcis et réessaie.
problem-body_timeout = La connexion est trop lente : l'envoi n'est pas arrivé à temps. Réessaie.
problem-unsupported_media_type = L'application a envoyé quelque chose que le serveur n'a pas pu lire. Recharge la page et réessaie.
problem-not_found = Introuvable. Recharge la page et réessaie.
problem-route_not_found = Cette page n'existe pas. Reviens à l'accueil.
problem-method_not_allowed = Le serveur n'autorise pas cette action ici. Recharge la page et réessaie.
problem-rate_limited = Trop d'essais en peu de temps. Attends un peu et réessaie.
problem-overloaded = Le serveur est très occupé. L'application réessaie dans un instant.
problem-database_unavailable = Le serveur n'arrive pas à joindre sa base de données. L'application réessaie dans un instant.
problem-not_ready = Le serveur démarre. L'application réessaie dans un instant.
problem-internal_error = Un problème est survenu sur le serveur. Réessaie.
problem-unauthorized = Ta session a expiré. Entre de nouveau ton nom pour continuer.
problem-invalid_credentials = Ce nom d'utilisateur et ce mot de passe ne correspondent pas. Vérifie-les et réessaie.
problem-username_taken = Ce nom d'utilisateur est déjà pris. Choisis-en un autre.
problem-invalid_username = Un nom d'utilisateur compte de 3 à 32 lettres, chiffres, points, tirets ou tirets bas.
problem-invalid_password = Un mot de passe compte de 8 à 128 caractères.
problem-invalid_display_name = Un nom compte de 1 à 32 caractères.
problem-already_an_account = Tu as déjà un compte.
problem-account_required = Il faut un compte pour ça : inscris-toi ou connecte-toi d'abord.
problem-pack_not_found = Ce pack de lieux ou cette liste est introuvable : vérifie le code.
problem-unknown_pack = L'un des packs de lieux choisis n'existe pas. Vérifie ta sélection.
problem-room_not_found = Aucune salle n'a ce code. Vérifie le code auprès de ton hôte.
problem-not_a_member = Tu n'es pas à cette table. Rejoins-la d'abord.
problem-room_full = Cette table est complète.
problem-display_name_taken = Quelqu'un à cette table a déjà ce nom. Choisis-en un autre.
problem-kicked_from_room = L'hôte t'a retiré de cette table.
problem-not_host = Seul l'hôte peut faire ça.
problem-player_not_found = Ce joueur n'est pas à cette table.
problem-invalid_seat_order = L'ordre des places doit citer chaque joueur une fois.
problem-league_table = Cette table appartient à une soirée de ligue ; c'est son organisateur qui la configure.
problem-room_closed = Cette salle a été fermée après un moment sans jeu : ouvre une nouvelle salle.
problem-team_mode_needs_time_travel = Le mode équipes demande les règles Voyage dans le temps.
problem-two_spies_need_standard_play = Deux espions demandent le mode standard (pas le mode équipes).
problem-invalid_pack_selection = Choisis de 1 à 20 packs de lieux.
problem-invalid_rounds = Une partie compte de 1 à 30 manches.
problem-invalid_round_minutes = Une manche dure de 1 à 30 minutes.
problem-invalid_vote_timeout = Un vote dure de 10 à 600 secondes.
problem-invalid_captain_passes = Chaque joueur est capitaine une ou deux fois.
problem-invalid_spies = Une manche a un ou deux espions.
problem-no_game = Aucune partie n'a encore commencé à cette table.
problem-game_over = Cette partie est terminée. L'hôte peut en lancer une nouvelle.
problem-game_in_progress = L'ordre des places ne change pas pendant une partie. Modifie-le avant le début de la prochaine partie.
problem-round_in_progress = Une manche est en cours. Attends qu'elle se termine.
problem-no_round_in_progress = Aucune manche n'est en cours.
problem-not_dealer = Seul l'hôte ou le prochain donneur peut distribuer.
problem-league_table_settings = Une table de ligue garde les paramètres de sa soirée.
problem-league_games_played = Cette table a joué ses parties pour ce tour de placement. Attends le prochain placement.
problem-league_seating_over = Ce tour de placement est terminé : les joueurs ont de nouvelles tables.
problem-no_round = Aucune manche n'a encore été distribuée.
problem-round_not_found = Cette manche est introuvable.
problem-version_mismatch = La table vient de changer. Regarde de nouveau et réessaie.
problem-too_few_players = Pas encore assez de joueurs pour ces règles.
problem-too_many_players = Trop de joueurs pour ces règles.
problem-no_locations_left = Tous les lieux des packs choisis ont déjà servi dans cette partie.
problem-bad_captains = Impossible de choisir les capitaines pour cette manche.
problem-round_over = Cette manche est terminée.
problem-not_in_round = Tu ne joues pas cette manche ; tu rejoins la suivante.
problem-unknown_player = Ce joueur n'est pas dans cette manche.
problem-not_your_turn = Ce n'est pas ton tour de poser une question.
problem-cannot_ask_yourself = Tu ne peux pas t'interroger toi-même.
problem-no_retaliation = Tu ne peux pas interroger en retour le joueur qui vient de t'interroger.
problem-already_accused_this_round = Tu as déjà accusé quelqu'un pendant cette manche.
problem-cannot_accuse_yourself = Tu ne peux pas t'accuser toi-même.
problem-vote_in_progress = Un vote est en cours. Attends qu'il se termine.
problem-no_vote_open = Aucun vote n'est en cours.
problem-round_paused = La manche est en pause. Attendez que l'hôte la reprenne.
problem-round_not_paused = La manche n'est pas en pause.
problem-invalid_pause_reason = La raison de la pause fait au plus 100 caractères.
problem-suspect_cannot_vote = Le suspect ne vote pas.
problem-already_voted = Tu as déjà voté.
problem-not_the_spy = Seul l'espion peut faire ça.
problem-spy_cannot_guess_while_clock_stopped = L'espion ne peut pas deviner pendant que le chrono est arrêté.
problem-unknown_location = Ce lieu ne fait pas partie de cette partie.
problem-location_already_used = Ce lieu a déjà servi plus tôt dans cette partie, ce ne peut donc pas être celui de cette manche. Devine encore.
problem-final_voting_in_progress = Le vote final est en cours.
problem-spy_cannot_accuse = L'espion ne peut pas accuser dans cette variante.
problem-not_in_this_variant = Cette action ne fait pas partie de ces règles.
problem-reveal_pending = Une proposition de révéler la carte du milieu est en cours.
problem-no_reveal_proposal = Personne n'a proposé de révéler la carte du milieu.
problem-already_answered = Tu as déjà répondu.
problem-already_proposed_this_round = La révélation de la carte du milieu a déjà été proposée pendant cette manche.
problem-first_captain_not_chosen = Les capitaines n'ont pas encore dit qui commence.
problem-first_captain_already_chosen = Le premier capitaine a déjà été choisi.
problem-not_a_captain = Seul un capitaine peut faire ça.
problem-not_an_unpicked_agent = Ce joueur n'est pas un agent encore à choisir.
problem-already_asked_this_cycle = Tu as déjà interrogé cet agent dans ce cycle.
problem-wrong_phase = Cette action ne correspond pas à ce moment de la manche.
problem-night_not_found = Aucune soirée de ligue n'a ce code. Vérifie-le.
problem-not_in_night = Tu n'as pas d'inscription à cette soirée.
problem-not_seated = Tu n'as pas encore de table pour ce tour de placement.
problem-night_finished = Cette soirée est terminée.
problem-claim_not_found = Ce code sur place n'est pas valable, ou a déjà été utilisé (un code ne sert qu'une fois). Demande-en un nouveau à l'organisateur.

## lists

lists-title = Listes de lieux
lists-intro = Crée ta propre liste de lieux, partage-la avec son code et utilise-la pour jouer dans tes salles.
lists-mine = Tes listes
lists-none = Aucune liste pour l'instant : crées-en une, ou ouvre-en une avec son code.
lists-yours = créée par toi
lists-added = ajoutée par code
lists-new = Créer une liste
lists-add-title = Ouvrir une liste avec son code
lists-add-code = Le code de la liste
lists-add = Ouvrir la liste
list-count =
    { $count ->
        [one] { $count } lieu
       *[other] { $count } lieux
    }
list-name = Nom de la liste
list-locations = Lieux, un par ligne
list-locations-hint = Au moins { $min }. Les rôles sont facultatifs : après deux-points, séparés par des virgules, comme dans « Boulangerie : Boulanger, Client ».
list-save = Enregistrer la liste
list-cancel = Annuler
list-edit = Modifier la liste
list-wrong-name = Donne un nom à la liste.
list-wrong-count = Une liste compte de { $min } à { $max } lieux, un par ligne.
list-wrong-twice = Un lieu figure deux fois sur la liste, ou un nom n’a ni lettre ni chiffre.
list-open-title = Liste de lieux
list-open = Ouvrir la liste
list-by-you = C'est toi qui as créé cette liste : partage son code, et modifie-la quand tu veux.
list-added = Cette liste fait maintenant partie des tiennes : choisis-la quand tu crées une salle.
list-share-title = La partager
list-share = Lis le code à voix haute, partage le lien, ou fais scanner le QR code.
list-code = Code
list-link = Lien
list-copy = Copier le lien
list-copied = Copié
list-qr-alt = QR code qui ouvre la liste { $code }
list-play = Créer une salle avec cette liste

settings-lists = Tes listes
settings-locations = Lieux en jeu
settings-locations-all = tous ceux des packs choisis
settings-locations-some =
    { $count ->
        [one] { $count } choisi
       *[other] { $count } choisis
    }
problem-invalid_pack = Cette liste enfreint une règle : 8 à 100 lieux, chacun nommé une seule fois, des noms de 60 caractères au plus.
problem-too_many_packs = Tu as déjà créé autant de listes qu'un joueur peut en avoir (20) : modifie plutôt l'une d'elles.
problem-not_pack_maker = Seule la personne qui a créé cette liste peut la modifier.
problem-invalid_location_selection = Choisis au moins 2 lieux dans les packs sélectionnés.
settings-labels-location_ids = Lieux en jeu
setups-title = Paramètres enregistrés
setups-none = Aucun pour l'instant : donne un nom aux paramètres ci-dessous pour les garder.
setups-name = Nom de ces paramètres
setups-save = Garder ces paramètres
setups-use = Utiliser « { $name } »
setups-forget = Oublier « { $name } »
setups-from-last = Formulaire rempli avec les paramètres de ta dernière salle.
setups-defaults = Repartir des valeurs par défaut

## The room on a TV (/r/CODE/tv)
tv-join = Rejoignez avec votre téléphone : { $url }
tv-waiting = En attente de la prochaine donne
tv-round-over = La manche { $n } est terminée
tv-and-the-spy = Et l'espion était…
tv-sound-on = Activer le son
tv-sound-is-on = Son activé : un signal quand le temps est écoulé.
lobby-tv = Quiconque a le code peut suivre cette table sur un écran (une télé) : { $url }. Il ne montre que ce que tout le monde voit.

## The fair-deal ledger
ledger-spy = Espion : { $n } (le hasard seul : { $expected })
ledger-column = Espion
ledger-cell = { $n } (≈ { $expected })
ledger-explained = Espion : les manches jouées avec une carte d'espion, et (≈) combien le hasard seul en donne en moyenne. La donne est aléatoire : une série, c'est la chance.

## A moderator who does not play
settings-moderator = L'hôte arbitre sans jouer
settings-moderator-hint = L'hôte distribue, met en pause et termine les manches sans carte et ne marque aucun point. Qui est hôte au début d'une partie en est l'arbitre jusqu'au bout ; la salle accueille alors 12 joueurs et l'arbitre.
settings-labels-moderator = L'hôte arbitre
moderator-tag = arbitre
moderator-title = Tu arbitres cette partie
moderator-hint = Pas de carte ni de points : tu vois ce que montre la télé de la salle.
