"""Build a tiny llama GGUF in code: byte-level vocabulary, a few layers, random weights.

Its text is nonsense, but llama.cpp loads and runs it like any model, and schema-constrained
decoding turns the nonsense into valid FiveW JSON -- enough to exercise a real server end to end
without downloading anything. Deterministic for a given seed.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

N_EMBD = 64
N_HEAD = 4
N_LAYER = 2
N_FF = 128
N_CTX = 8192
_EMBD_CONST = 8.0

CHATML = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def _vocab() -> tuple[list[str], list[float], list[int]]:
    """SentencePiece-style vocabulary: unk/bos/eos, one token per byte, one per printable ASCII
    character ("▁" is the space), so any text tokenizes and every JSON character is one token."""
    from gguf import TokenType

    tokens = ["<unk>", "<s>", "</s>"]
    types = [TokenType.UNKNOWN, TokenType.CONTROL, TokenType.CONTROL]
    for b in range(256):
        tokens.append(f"<0x{b:02X}>")
        types.append(TokenType.BYTE)
    tokens.append("\u2581")
    types.append(TokenType.NORMAL)
    for c in range(0x21, 0x7F):
        tokens.append(chr(c))
        types.append(TokenType.NORMAL)
    scores = [0.0] * len(tokens)
    return tokens, scores, [int(t) for t in types]


def _token_bias(tokens: list[str], quote: float, close: float) -> np.ndarray:
    """Per-token logit bias added to the random weights: printable ASCII beats byte tokens (whose
    multi-byte characters would triple the token count of a maximal reply) and whitespace, and
    quotes and brackets are mildly favoured so that a reply ends well inside the token budget.
    The random part still picks the characters, capitals included, which the tag normaliser
    must then lowercase."""
    bias = np.full(len(tokens), -4.0, dtype=np.float32)  # control, byte and rare tokens
    for i, tok in enumerate(tokens):
        if len(tok) != 1:
            continue
        if tok.islower() and tok.isalpha():
            bias[i] = 1.0
        elif tok.isupper() or tok in "_/":
            bias[i] = 0.3
        elif tok.isdigit():
            bias[i] = 0.0
        elif tok == '"':
            bias[i] = quote
        elif tok == "]":
            bias[i] = close
        elif tok == ",":
            bias[i] = 0.5
        elif tok == "\u2581":
            bias[i] = -4.0  # optional whitespace between JSON tokens would only waste tokens
        else:
            bias[i] = -1.0
    return bias


def build_tiny_llama(
    path: str | Path,
    *,
    seed: int = 1,
    quote: float = 1.0,
    close: float = 0.5,
    out_scale: float = 0.25,
    layer_scale: float = 0.08,
) -> Path:
    """Write the model to ``path`` (about 1 MB) and return the path."""
    import gguf

    path = Path(path)
    tokens, scores, types = _vocab()
    n_vocab = len(tokens)
    rng = np.random.default_rng(seed)

    def w(*shape: int, scale: float = layer_scale) -> np.ndarray:
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_name("taggraph-tiny-test")
    writer.add_context_length(N_CTX)
    writer.add_embedding_length(N_EMBD)
    writer.add_block_count(N_LAYER)
    writer.add_feed_forward_length(N_FF)
    writer.add_head_count(N_HEAD)
    writer.add_head_count_kv(N_HEAD)
    writer.add_rope_dimension_count(N_EMBD // N_HEAD)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_file_type(gguf.LlamaFileType.ALL_F32)
    writer.add_tokenizer_model("llama")
    writer.add_tokenizer_pre("default")
    writer.add_token_list(tokens)
    writer.add_token_scores(scores)
    writer.add_token_types(types)
    writer.add_unk_token_id(0)
    writer.add_bos_token_id(1)
    writer.add_eos_token_id(2)
    writer.add_add_bos_token(True)
    writer.add_add_eos_token(False)
    writer.add_chat_template(CHATML)

    # Dimension 0 of every embedding is a large constant, so after RMS norm the final hidden state
    # always has about the same component there; output column 0 then acts as a per-token bias.
    embd = w(n_vocab, N_EMBD, scale=1.0)
    embd[:, 0] = _EMBD_CONST
    h0 = _EMBD_CONST / np.sqrt((_EMBD_CONST**2 + N_EMBD - 1) / N_EMBD)
    out = w(n_vocab, N_EMBD, scale=out_scale)
    out[:, 0] = _token_bias(tokens, quote, close) / h0
    writer.add_tensor("token_embd.weight", embd)
    writer.add_tensor("output_norm.weight", np.ones(N_EMBD, dtype=np.float32))
    writer.add_tensor("output.weight", out)
    for i in range(N_LAYER):
        p = f"blk.{i}."
        writer.add_tensor(p + "attn_norm.weight", np.ones(N_EMBD, dtype=np.float32))
        writer.add_tensor(p + "attn_q.weight", w(N_EMBD, N_EMBD))
        writer.add_tensor(p + "attn_k.weight", w(N_EMBD, N_EMBD))
        writer.add_tensor(p + "attn_v.weight", w(N_EMBD, N_EMBD))
        writer.add_tensor(p + "attn_output.weight", w(N_EMBD, N_EMBD))
        writer.add_tensor(p + "ffn_norm.weight", np.ones(N_EMBD, dtype=np.float32))
        writer.add_tensor(p + "ffn_gate.weight", w(N_FF, N_EMBD))
        writer.add_tensor(p + "ffn_up.weight", w(N_FF, N_EMBD))
        writer.add_tensor(p + "ffn_down.weight", w(N_EMBD, N_FF))

    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path
