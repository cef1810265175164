"""The v1 API's operations for a player's phone or a bot: sign in, make and join rooms,
start and deal, act, and follow a room as it changes. Views are the server's JSON as
dicts (the OpenAPI document at /api/v1/openapi.json describes every field); a move is
chosen from the view's `me.moves`, never worked out from the rules."""

from urllib.parse import quote

from .calls import Caller, Problem
from .following import follow


class Client:
    """One player's connection to a server at `base_url`."""

    def __init__(self, base_url, token=None, languages="en", **options):
        self.caller = Caller(base_url, token, languages, **options)

    @property
    def token(self):
        return self.caller.token

    # Identity

    def guest(self, display_name):
        """Plays as a new guest; the client holds its token from now on."""
        return self._session(self.caller.call("POST", "/guests", {"display_name": display_name}))

    def register(self, username, password, display_name):
        body = {"username": username, "password": password, "display_name": display_name}
        return self._session(self.caller.call("POST", "/users", body))

    def log_in(self, username, password):
        body = {"username": username, "password": password}
        return self._session(self.caller.call("POST", "/sessions", body))

    def _session(self, reply):
        self.caller.token = reply.data["token"]
        return reply.data

    # Rooms

    def create_room(self, settings=None):
        """A new room hosted by the caller; answers its view (`code` is what others join)."""
        return self.caller.call("POST", "/rooms", settings or {}).data

    def join(self, code, display_name=None):
        body = {} if display_name is None else {"display_name": display_name}
        return self.caller.call("POST", f"{room(code)}/players", body).data

    def room(self, code):
        """The caller's view of the room now."""
        return self.caller.call("GET", room(code)).data

    def follow(self, code, stop=None):
        """Yields the caller's view of the room on every change, by the room's event
        stream, or by long-polls while streams fail; see `following.follow`."""
        return follow(self.caller, room(code), "room", stop)

    # Playing

    def start_game(self, code, view=None):
        """Starts a game; with `view`, only if the room is still as that view saw it."""
        return self.caller.call("POST", f"{room(code)}/games", None, seen(view)).data

    def deal(self, code, view=None):
        return self.caller.call("POST", f"{room(code)}/rounds", None, seen(view)).data

    def act(self, code, action, view):
        """Makes `action`, chosen from `view`'s `me.moves`. The server makes it while the
        round is still in the situation `view` saw, whatever else happened since (ballots
        crossing each other all count); when the round has moved on it raises Problem 412
        `version_mismatch` and nothing was done: read the room and choose again."""
        situation = (view.get("round") or {}).get("situation")
        headers = {"If-Match": f'"{situation}"'} if situation else seen(view)
        return self.caller.call("POST", f"{room(code)}/actions", action, headers).data

    def rounds(self, code):
        """The current game's rounds: finished ones whole."""
        return self.caller.call("GET", f"{room(code)}/rounds").data


def room(code):
    return f"/rooms/{quote(code.strip().upper())}"


def seen(view):
    """`If-Match` naming the version `view` showed, when there is one."""
    return {"If-Match": f'"{view["version"]}"'} if view else None


__all__ = ["Client", "Problem"]
