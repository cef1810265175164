// Plays a whole game of every mode through a Java client generated from the server's own
// OpenAPI document (openapi-generator, library "native"), decoding every room view, round
// and record the server answers into the generated classes. The bot chooses only among the
// moves the view offers (me.moves, me.table_moves): it re-derives no rule.
// Usage: java PlayEveryMode BASE_URL (the generated client on the class path).

import java.net.http.HttpClient;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;

import spyfall.client.ApiClient;
import spyfall.client.ApiException;
import spyfall.client.api.IdentityApi;
import spyfall.client.api.PlayApi;
import spyfall.client.api.RoomsApi;
import spyfall.client.model.*;

public final class PlayEveryMode {
    /** One player's phone: their own token, their own API objects. */
    record Phone(String name, RoomsApi rooms, PlayApi play) {}

    private static String base;
    private static int decoded;
    /** Seven guests, who sit at each table in turn (a guest may sit in several rooms). */
    private static final List<Phone> guests = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        base = args[0];
        for (int i = 0; i < 7; i++) guests.add(phone("Player " + (i + 1)));
        play("classic, 4 players", 4, new SettingsPatch().ruleSet(RuleSet.CLASSIC).rounds(2));
        play("classic, two spies, 7 players", 7,
                new SettingsPatch().ruleSet(RuleSet.CLASSIC).spies(2).rounds(2));
        play("time travel, 4 players", 4, new SettingsPatch().ruleSet(RuleSet.TIME_TRAVEL).rounds(2));
        play("time travel, 2 players", 2, new SettingsPatch().ruleSet(RuleSet.TIME_TRAVEL).rounds(2));
        play("time travel, 3 players", 3, new SettingsPatch().ruleSet(RuleSet.TIME_TRAVEL).rounds(2));
        play("time travel, team mode, 7 players", 7,
                new SettingsPatch().ruleSet(RuleSet.TIME_TRAVEL).mode(Mode.TEAM).rounds(2));
        System.out.println("played every mode through the generated Java client: " + decoded + " documents decoded");
    }

    private static String key() {
        return UUID.randomUUID().toString();
    }

    private static <T> T seen(T decodedDocument) {
        if (decodedDocument == null) throw new IllegalStateException("the server answered nothing");
        decoded++;
        return decodedDocument;
    }

    private static Phone phone(String name) throws ApiException {
        ApiClient anonymous = new ApiClient(HttpClient.newBuilder(), ApiClient.createDefaultObjectMapper(), base);
        SessionView session = seen(new IdentityApi(anonymous).createGuest(new GuestRequest().displayName(name), key()));
        ApiClient client = new ApiClient(HttpClient.newBuilder(), ApiClient.createDefaultObjectMapper(), base);
        client.setRequestInterceptor(request -> request.header("Authorization", "Bearer " + session.getToken()));
        return new Phone(name, new RoomsApi(client), new PlayApi(client));
    }

    private static void play(String mode, int players, SettingsPatch settings) throws Exception {
        List<Phone> phones = guests.subList(0, players);
        String code = seen(phones.get(0).rooms().createRoom(settings, key())).getCode();
        for (Phone p : phones.subList(1, players)) seen(p.rooms().joinRoom(code, key(), new JoinRequest()));
        seen(phones.get(0).play().startGame(code, key(), null));
        for (int step = 0; step < 600; step++) {
            List<RoomView> views = new ArrayList<>();
            for (Phone p : phones) views.add(seen(p.rooms().getRoom(code, null, null)));
            GameView game = views.get(0).getGame();
            if (game != null && game.getOver()) {
                finish(mode, phones.get(0), code, views.get(0));
                return;
            }
            if (!takeTurn(code, phones, views)) {
                throw new IllegalStateException(mode + ": no phone is offered a move at step " + step
                        + ": " + views.get(0).getRound());
            }
        }
        throw new IllegalStateException(mode + ": the game did not end in 600 steps");
    }

    /** The first move by preference among all phones: table moves, then round moves. */
    private static boolean takeTurn(String code, List<Phone> phones, List<RoomView> views) throws ApiException {
        for (int i = 0; i < phones.size(); i++) {
            for (TableMove move : views.get(i).getMe().getTableMoves()) {
                if (move.getActualInstance() instanceof DealMove) {
                    seen(phones.get(i).play().dealRound(code, key(), null));
                    return true;
                }
            }
        }
        RoundView round = views.get(0).getRound();
        // Odd rounds end by a vote where the rules allow one, even rounds by a spy's guess,
        // so that both kinds of record are decoded.
        boolean byVote = round != null && round.getNumber() % 2 == 1;
        List<Function<Move, Action>> preferences = byVote
                ? List.of(PlayEveryMode::vote, PlayEveryMode::accuse, PlayEveryMode::team, PlayEveryMode::ask)
                : List.of(PlayEveryMode::vote, m -> guess(m, views.get(0)), PlayEveryMode::reveal,
                        PlayEveryMode::team, PlayEveryMode::ask);
        for (Function<Move, Action> prefer : preferences) {
            for (int i = 0; i < phones.size(); i++) {
                Me me = views.get(i).getMe();
                if (me == null || me.getMoves() == null) continue;
                for (Move move : me.getMoves()) {
                    Action action = prefer.apply(move);
                    if (action == null) action = guessTeam(move, views.get(i));
                    if (action != null) {
                        // The move is made while the round is still where this phone saw it.
                        String situation = "\"" + views.get(i).getRound().getSituation() + "\"";
                        seen(phones.get(i).play().act(code, action, key(), situation));
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static Action vote(Move move) {
        if (move.getActualInstance() instanceof VoteMove) {
            return new Action(new VoteAction().type(VoteAction.TypeEnum.VOTE).yes(true));
        }
        if (move.getActualInstance() instanceof AnswerRevealMiddleMove) {
            return new Action(new AnswerRevealMiddleAction().type(AnswerRevealMiddleAction.TypeEnum.ANSWER_REVEAL_MIDDLE).agree(true));
        }
        return null;
    }

    /** With 2 or 3 players and the spy card in the middle, nobody can guess: reveal it. */
    private static Action reveal(Move move) {
        if (move.getActualInstance() instanceof ProposeRevealMiddleMove) {
            return new Action(new ProposeRevealMiddleAction().type(ProposeRevealMiddleAction.TypeEnum.PROPOSE_REVEAL_MIDDLE));
        }
        return null;
    }

    private static Action accuse(Move move) {
        if (move.getActualInstance() instanceof AccuseMove m) {
            return new Action(new AccuseAction().type(AccuseAction.TypeEnum.ACCUSE).suspect(m.getSuspects().get(0)));
        }
        return null;
    }

    private static List<String> openLocations(RoomView view) {
        return view.getCandidateLocations().stream().filter(c -> !c.getUsed()).map(CandidateLocation::getId).toList();
    }

    private static Action guess(Move move, RoomView view) {
        if (move.getActualInstance() instanceof GuessMove) {
            return new Action(new GuessAction().type(GuessAction.TypeEnum.GUESS).locationId(openLocations(view).get(0)));
        }
        return null;
    }

    private static Action guessTeam(Move move, RoomView view) {
        if (move.getActualInstance() instanceof GuessTeamLocationsMove) {
            List<String> open = openLocations(view);
            return new Action(new GuessTeamLocationsAction().type(GuessTeamLocationsAction.TypeEnum.GUESS_TEAM_LOCATIONS)
                    .locations(List.of(open.get(0), open.get(1))));
        }
        return null;
    }

    /** Team mode's captains: choose who acts first, then pick an agent. */
    private static Action team(Move move) {
        if (move.getActualInstance() instanceof ChooseFirstCaptainMove m) {
            return new Action(new ChooseFirstCaptainAction().type(ChooseFirstCaptainAction.TypeEnum.CHOOSE_FIRST_CAPTAIN)
                    .captain(m.getCaptains().get(0)));
        }
        if (move.getActualInstance() instanceof PickMove m) {
            return new Action(new PickAction().type(PickAction.TypeEnum.PICK).agent(m.getAgents().get(0)));
        }
        return null;
    }

    private static Action ask(Move move) {
        if (move.getActualInstance() instanceof AskMove m) {
            return new Action(new AskAction().type(AskAction.TypeEnum.ASK).target(m.getTargets().get(0)));
        }
        return null;
    }

    /** The game's rounds and records, read back; the standings add up to the rounds' points. */
    private static void finish(String mode, Phone host, String code, RoomView last) throws ApiException {
        RoundHistory history = seen(host.play().listRounds(code));
        for (RoundView round : history.getRounds()) seen(host.play().getRound(code, round.getNumber()));
        int standings = last.getGame().getStandings().stream().mapToInt(Standing::getPoints).sum();
        int rounds = 0;
        for (RoundView round : history.getRounds()) {
            for (RoundPoints points : round.getResult().getPoints()) rounds += points.getPoints();
        }
        if (standings != rounds) {
            throw new IllegalStateException(mode + ": standings " + standings + " but rounds gave " + rounds);
        }
        System.out.println(mode + ": " + history.getRounds().size() + " rounds, " + standings + " points");
    }
}
