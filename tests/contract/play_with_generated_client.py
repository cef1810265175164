"""Plays the start of a game through a Python client generated from the server's own
OpenAPI document: four guests, a room, joins, a game, a deal, and a question asked of a
target the view offers. Proves the document can be written against, not only that it is
valid. Usage: play_with_generated_client.py BASE_URL (the package `spyfall_client` on
PYTHONPATH)."""

import sys
import uuid

from spyfall_client import AuthenticatedClient, Client
from spyfall_client.api.identity import create_guest
from spyfall_client.api.play import act, deal_round, start_game
from spyfall_client.api.rooms import create_room, get_room, join_room
from spyfall_client.models import (
    AskAction,
    AskActionType,
    AskMove,
    GuestRequest,
    JoinRequest,
    RoomView,
    RuleSet,
    SessionView,
    SettingsPatch,
)


def expect(value, kind):
    if not isinstance(value, kind):
        sys.exit(f"expected {kind.__name__}, got {value!r}")
    return value


def key():
    return str(uuid.uuid4())


def main(base_url):
    anonymous = Client(base_url=base_url, raise_on_unexpected_status=True)
    phones = []
    for name in ["Ana", "Ben", "Cy", "Di"]:
        body = GuestRequest(display_name=name)
        session = expect(create_guest.sync(client=anonymous, body=body, idempotency_key=key()), SessionView)
        phones.append(AuthenticatedClient(base_url=base_url, token=session.token, raise_on_unexpected_status=True))
    host = phones[0]
    room = expect(create_room.sync(client=host, body=SettingsPatch(rule_set=RuleSet.CLASSIC), idempotency_key=key()), RoomView)
    for phone in phones[1:]:
        joined = join_room.sync(room.code, client=phone, body=JoinRequest(), idempotency_key=key())
        expect(joined, RoomView)
    expect(start_game.sync(room.code, client=host, idempotency_key=key()), RoomView)
    dealt = expect(deal_round.sync(room.code, client=host, idempotency_key=key()), RoomView)
    views = [expect(get_room.sync(room.code, client=phone), RoomView) for phone in phones]
    turn = dealt.round_.turn_player_id
    asker = next(i for i, v in enumerate(views) if v.me.player_id == turn)
    ask = next(m for m in views[asker].me.moves if isinstance(m, AskMove))
    action = AskAction(target=ask.targets[0], type_=AskActionType.ASK)
    after = expect(act.sync(room.code, client=phones[asker], body=action, idempotency_key=key()), RoomView)
    if after.round_.turn_player_id != ask.targets[0]:
        sys.exit(f"the turn did not pass to {ask.targets[0]}")
    print(f"played through the generated client: room {room.code}, {len(after.round_.questions)} question")


if __name__ == "__main__":
    main(sys.argv[1])
