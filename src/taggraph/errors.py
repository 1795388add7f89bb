"""The one base class of every error a user can cause (bad file, bad config, unreachable model
server). The CLI prints these as one line; anything else is a bug and keeps its traceback."""


class TaggraphError(Exception):
    pass
