"""One tokenizer, one stopword list and incremental document frequencies, shared by every
retriever so that BM25, TF-IDF and graph matching see the same tokens."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, MutableMapping

# Letters and digits of any script; underscores split words so that the tag ``sleep_quality``
# matches the query word "quality".
_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)


def tokenize(text: str) -> list[str]:
    """Lowercased word tokens; the same function indexes notes and parses queries."""
    return _TOKEN.findall(text.lower())


# Function words of English (the NLTK list plus contractions' leftovers). Used by the offline
# extractor and diagnostics; retrievers use document frequency instead (TagGraph-Stopwords).
STOPWORDS: frozenset[str] = frozenset(
    ["a", "about", "above", "after", "again", "against", "all", "also", "am", "an", "and", "any", "are", "aren", "as", "at", "be", "because", "been", "before", "being", "below", "between", "both", "but", "by", "can", "cannot", "could", "couldn", "d", "did", "didn", "do", "does", "doesn", "doing", "don", "down", "during", "each", "even", "ever", "few", "for", "from", "further", "get", "got", "had", "hadn", "has", "hasn", "have", "haven", "having", "he", "her", "here", "hers", "herself", "him", "himself", "his", "how", "i", "if", "in", "into", "is", "isn", "it", "its", "itself", "just", "ll", "m", "ma", "me", "might", "mightn", "more", "most", "much", "must", "mustn", "my", "myself", "need", "needn", "no", "nor", "not", "now", "o", "of", "off", "on", "once", "only", "or", "other", "our", "ours", "ourselves", "out", "over", "own", "re", "really", "s", "same", "shan", "she", "should", "shouldn", "so", "some", "such", "t", "than", "that", "the", "their", "theirs", "them", "themselves", "then", "there", "these", "they", "this", "those", "through", "to", "too", "under", "until", "up", "us", "ve", "very", "was", "wasn", "we", "were", "weren", "what", "when", "where", "which", "while", "who", "whom", "why", "will", "with", "won", "would", "wouldn", "y", "yeah", "yes", "you", "your", "yours", "yourself", "yourselves", "ok", "okay", "oh", "hey", "hi", "hello", "please", "thanks", "thank", "let", "lets", "like", "one", "two", "got", "going", "gonna", "wanna", "im", "ive", "id", "youre", "thats", "dont", "something", "anything", "everything", "nothing", "someone", "anyone", "everyone", "else", "still", "well", "way", "thing", "things", "know", "think", "want", "make", "made", "go", "went", "say", "said", "tell", "told", "see", "back", "day", "time", "today", "yesterday", "tomorrow"]
)


def content_tokens(text: str) -> list[str]:
    return [t for t in tokenize(text) if t not in STOPWORDS and len(t) > 1]


class DocFreq:
    """Document frequencies that follow adds and removes, so TF-IDF never needs a rebuild."""

    def __init__(self) -> None:
        self.df: MutableMapping[str, int] = Counter()
        # df value -> number of terms with that df: sums over the vocabulary (BM25's average
        # IDF) then cost O(distinct df values) instead of O(vocabulary).
        self.df_hist: Counter[int] = Counter()
        self.n_docs = 0
        # Bumped on every change so dependants can cache values derived from the counts.
        self.version = 0

    def add(self, tokens: Iterable[str]) -> None:
        df, hist = self.df, self.df_hist
        for t in set(tokens):
            old = df.get(t, 0)
            df[t] = old + 1
            if old:
                hist[old] -= 1
            hist[old + 1] += 1
        self.n_docs += 1
        self.version += 1

    def remove(self, tokens: Iterable[str]) -> None:
        df, hist = self.df, self.df_hist
        for t in set(tokens):
            old = df.get(t, 0)
            if not old:
                continue
            hist[old] -= 1
            if old > 1:
                df[t] = old - 1
                hist[old - 1] += 1
            else:
                del df[t]
        self.n_docs -= 1
        self.version += 1

    def restore(self, df: MutableMapping[str, int], hist: Counter[int], n_docs: int) -> None:
        """Set the counts from a snapshot: ``df`` (any mapping: a restored index reads its terms'
        column through a search, not a dict of every term), its histogram and the documents."""
        self.df, self.df_hist, self.n_docs = df, hist, n_docs
        self.version += 1

    def share(self, token: str) -> float:
        """Fraction of documents containing ``token`` (0 for an empty store)."""
        return self.df.get(token, 0) / self.n_docs if self.n_docs else 0.0

    def idf(self, token: str) -> float:
        """Smoothed IDF, always positive: ``log(1 + N / (1 + df))``."""
        return math.log1p(self.n_docs / (1 + self.df.get(token, 0)))
