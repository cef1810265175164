"""A client for the Spyfall server's v1 API (see README.md beside this package)."""

from .calls import Problem, Reply
from .client import Client

__all__ = ["Client", "Problem", "Reply"]
