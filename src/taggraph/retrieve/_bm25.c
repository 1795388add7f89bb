/*
 * BM25's accumulation of one query term over its posting list, compiled when taggraph is
 * installed and called through ctypes by taggraph.retrieve.bm25_native.
 *
 * Why: numpy scores a term in about eight passes over its posting (a gather of the document
 * lengths, six arithmetic temporaries, a scatter-add). At a million notes a common term's
 * posting holds a quarter of the store, and those passes were about a fifth of a warm default
 * query. This loop does them in one pass, with the same operations in the same order as
 * BM25.scores' numpy expression (compiled with -ffp-contract=off, so no fused multiply-add), so
 * both give the same scores bit for bit; tests/test_bm25_native.py checks that.
 *
 * One function per pair of a posting's slot type (int32 base, int64 after writes) and term
 * frequency type (float32 built, uint16 loaded, float64 after writes), written once as a macro.
 * Also the ranking of the matched notes (bm25_top below).
 *
 * The loops use no Python API. The file is still an (empty) Python module, like _push.c.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#include "_topk.h"

/* scores[s] += w * tf * (k1 + 1) / (tf + k1 * ((1 - b) + b * doc_len[s] / avgdl)) for each
 * posting entry (s, tf), and touched[s] = 1 when touched is not NULL. Returns the index of the
 * first entry whose slot is outside [0, n_slots), having changed nothing from it on; else -1. */
#define DEFINE_BM25_ADD(NAME, SLOT, TF)                                                          \
int64_t NAME(const SLOT *slots, const TF *tf, int64_t n, const double *doc_len, int64_t n_slots, \
             double avgdl, double k1, double b, double w, double *scores, uint8_t *touched)     \
{                                                                                                \
    const double keep = 1 - b, scale = k1 + 1;                                                   \
    for (int64_t i = 0; i < n; i++) {                                                            \
        int64_t s = (int64_t)slots[i];                                                           \
        if (s < 0 || s >= n_slots) return i;                                                     \
        double t = (double)tf[i];                                                                \
        double denom = t + k1 * (keep + b * doc_len[s] / avgdl);                                 \
        scores[s] += w * t * scale / denom;                                                      \
        if (touched != NULL) touched[s] = 1;                                                     \
    }                                                                                            \
    return -1;                                                                                   \
}

DEFINE_BM25_ADD(bm25_add_i32_f32, int32_t, float)
DEFINE_BM25_ADD(bm25_add_i32_u16, int32_t, uint16_t)
DEFINE_BM25_ADD(bm25_add_i32_f64, int32_t, double)
DEFINE_BM25_ADD(bm25_add_i64_f32, int64_t, float)
DEFINE_BM25_ADD(bm25_add_i64_u16, int64_t, uint16_t)
DEFINE_BM25_ADD(bm25_add_i64_f64, int64_t, double)

/* The k best slots a query matched (_topk.h's order): the slots s with touched[s] and alive[s]
 * both set, ranked by scores[s]. One pass where numpy made several over the matched slots (a
 * mask, their list, two gathers of their scores, a partition of a negated copy). Writes the slots
 * and scores best first; returns how many (at most k). */
int64_t bm25_top(const double *scores, const uint8_t *touched, const uint8_t *alive, int64_t n,
                 int64_t k, int64_t *out_slots, double *out_scores)
{
    TopK t = {out_scores, out_slots, 0, k > 0 ? k : 0};
    for (int64_t s = 0; s < n; s++)
        if (touched[s] & alive[s]) topk_offer(&t, scores[s], s);
    return topk_finish(&t);
}

static struct PyModuleDef bm25_module = {
    PyModuleDef_HEAD_INIT, "_bm25",
    "BM25's per-term accumulation and ranking, called through ctypes by taggraph.retrieve.bm25_native.", -1, NULL,
    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__bm25(void) { return PyModule_Create(&bm25_module); }
