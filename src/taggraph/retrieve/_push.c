/* The forward-push loop of taggraph.retrieve.push, compiled ahead of time.
 *
 * Also the products of the power iteration: over a graph whose every weight is 1 (unit_product
 * below), and over the delta matrix of its recent writes (product).
 *
 * The same loop as push_kernels.py (numba), statement for statement and in the same order of
 * floating-point operations (compiled with -ffp-contract=off, so no fused multiply-add), so both
 * give the same estimate bit for bit; tests/test_push.py checks that. Compiled when taggraph is
 * installed, so a process's first local query loads a small shared library (ctypes) instead of
 * numba and LLVM (about 0.4 s). The numba loop stays the fallback where no C compiler was found.
 *
 * Beyond numba's loop, it asks the processor to fetch ahead (__builtin_prefetch, a hint that
 * changes no value): at a million notes nearly every read of a node's row, residual or state is
 * a cache miss, and the loop mostly waited on them, one at a time. Three places know early which
 * address comes next: the seed list, the active nodes further along the block being swept (their
 * CSR rows), and the touched list reset at the end.
 *
 * Also the ranking of the notes a push reached (top_notes below).
 *
 * One function per pair of index types of the CSR arrays (scipy picks int32 or int64), written
 * once as a macro. The loop uses no Python API: the caller passes pointers and lengths. The file
 * is still a (empty) Python module, so that tools which import every module of the package
 * (pkgutil.walk_packages) can import it.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>

#include "_topk.h"

#define BLOCK_SHIFT 9  /* taggraph.retrieve.push_native.BLOCK_SHIFT */
#define UNTOUCHED 0
#define TOUCHED 1
#define ACTIVE 2
#define AHEAD 16      /* list entries fetched ahead: seeds, touched nodes, reached nodes */
#define ROW_AHEAD 64  /* node ids ahead in a block whose CSR row is fetched if active */

/* add mass m to node v: mark it touched, activate it above its threshold */
#define VISIT(v, m)                                              \
    do {                                                         \
        st[2 * (v)] += (m);                                      \
        uint8_t f_ = state[v];                                   \
        if (f_ == UNTOUCHED) {                                   \
            touched[n_touched++] = (int32_t)(v);                 \
            f_ = TOUCHED;                                        \
            state[v] = f_;                                       \
        }                                                        \
        if (f_ == TOUCHED && st[2 * (v)] > st[2 * (v) + 1]) {    \
            state[v] = ACTIVE;                                   \
            counts[(v) >> BLOCK_SHIFT] += 1;                     \
            active += 1;                                         \
        }                                                        \
    } while (0)

/* out[0..2] = pushes, edge visits, pushed nodes (listed first in touched); *residual = the L1
 * norm of what is left. Returns -1 when memory for the seeds could not be had, else 0. */
#define DEFINE_PUSH(NAME, PTR, IDX)                                                              \
int NAME(const PTR *indptr, int64_t n_indptr, const IDX *indices, const double *data,            \
         int64_t n_data, const PTR *d_indptr, int64_t n_d_indptr, const IDX *d_indices,         \
         const double *d_data, const int32_t *nxt, int64_t nn, const double *out_degree,         \
         const double *s, int64_t n, double alpha, double *p, double *st, uint8_t *state,        \
         int32_t *touched, int64_t *counts, int64_t n_counts, int64_t *out, double *residual)   \
{                                                                                                \
    int64_t nb = n_indptr - 1, nd = n_d_indptr - 1;                                              \
    int unit = n_data == 0;                                                                      \
    /* the seeds, in id order, found without a branch per node: which nodes hold teleport mass  \
     * is unpredictable, so a branch per node would mispredict at nearly every seed */          \
    int64_t n_seeds = 0;                                                                         \
    for (int64_t i = 0; i < n; i++)                                                              \
        n_seeds += s[i] != 0.0;                                                                  \
    int64_t *seeds = malloc((size_t)(n_seeds > 0 ? n_seeds : 1) * sizeof(int64_t));              \
    if (!seeds) return -1;                                                                       \
    int64_t k = 0;                                                                               \
    for (int64_t i = 0; i < n && k < n_seeds; i++) {                                             \
        seeds[k] = i;                                                                            \
        k += s[i] != 0.0;                                                                        \
    }                                                                                            \
    int64_t n_touched = 0, active = 0, pushes = 0, edges = 0, b = 0;                             \
    double pending = 1.0;                                                                        \
    for (;;) {                                                                                   \
        if (pending > 0.0) {                                                                     \
            for (int64_t i = 0; i < n_seeds; i++) {                                              \
                if (i + AHEAD < n_seeds) {                                                       \
                    __builtin_prefetch(st + 2 * seeds[i + AHEAD], 1);                            \
                    __builtin_prefetch(state + seeds[i + AHEAD], 1);                             \
                }                                                                                \
                int64_t v = seeds[i];                                                            \
                VISIT(v, pending * s[v]);                                                        \
            }                                                                                    \
            pending = 0.0;                                                                       \
        }                                                                                        \
        if (!active) break;                                                                      \
        if (counts[b]) {                                                                         \
            int64_t lo = b << BLOCK_SHIFT, hi = (b + 1) << BLOCK_SHIFT;                          \
            int64_t hb = hi < nb ? hi : nb;                                                      \
            for (int64_t u = lo; u < hb && u < lo + ROW_AHEAD; u++)                              \
                if (state[u] == ACTIVE) __builtin_prefetch(indices + indptr[u]);                 \
            for (int64_t u = lo; u < hi; u++) {                                                  \
                if (u + ROW_AHEAD < hb && state[u + ROW_AHEAD] == ACTIVE)                        \
                    __builtin_prefetch(indices + indptr[u + ROW_AHEAD]);                         \
                if (state[u] != ACTIVE) continue;                                                \
                state[u] = TOUCHED;                                                              \
                counts[b] -= 1;                                                                  \
                active -= 1;                                                                     \
                double ru = st[2 * u];                                                           \
                st[2 * u] = 0.0;                                                                 \
                p[u] += (1.0 - alpha) * ru;                                                      \
                pushes++;                                                                        \
                double deg = out_degree[u];                                                      \
                if (deg <= 0) {                                                                  \
                    pending += alpha * ru;                                                       \
                    continue;                                                                    \
                }                                                                                \
                double share = alpha * ru / deg;                                                 \
                if (u < nb) {                                                                    \
                    for (int64_t j = indptr[u]; j < indptr[u + 1]; j++) {                        \
                        int64_t v = indices[j];                                                  \
                        VISIT(v, unit ? share : share * data[j]);                                \
                    }                                                                            \
                    edges += indptr[u + 1] - indptr[u];                                          \
                }                                                                                \
                if (u < nd) {                                                                    \
                    for (int64_t j = d_indptr[u]; j < d_indptr[u + 1]; j++) {                    \
                        int64_t v = d_indices[j];                                                \
                        VISIT(v, share * d_data[j]);                                             \
                    }                                                                            \
                    edges += d_indptr[u + 1] - d_indptr[u];                                      \
                }                                                                                \
                if (u < nn && nxt[u] >= 0) {                                                     \
                    int64_t v = nxt[u];                                                          \
                    VISIT(v, share);                                                             \
                    edges += 1;                                                                  \
                }                                                                                \
            }                                                                                    \
        }                                                                                        \
        b++;                                                                                     \
        if (b == n_counts) b = 0;                                                                \
    }                                                                                            \
    free(seeds);                                                                                 \
    double res = 0.0;                                                                            \
    int64_t n_pushed = 0;                                                                        \
    for (int64_t i = 0; i < n_touched; i++) {                                                    \
        if (i + AHEAD < n_touched) {                                                             \
            __builtin_prefetch(st + 2 * touched[i + AHEAD], 1);                                  \
            __builtin_prefetch(state + touched[i + AHEAD], 1);                                   \
            __builtin_prefetch(p + touched[i + AHEAD]);                                          \
        }                                                                                        \
        int32_t v = touched[i];                                                                  \
        res += st[2 * v] < 0 ? -st[2 * v] : st[2 * v];                                           \
        st[2 * v] = 0.0;                                                                         \
        state[v] = UNTOUCHED;                                                                    \
        if (p[v] != 0.0) touched[n_pushed++] = v;                                                \
    }                                                                                            \
    out[0] = pushes;                                                                             \
    out[1] = edges;                                                                              \
    out[2] = n_pushed;                                                                           \
    *residual = res;                                                                             \
    return 0;                                                                                    \
}

DEFINE_PUSH(push_sweep_i32_i32, int32_t, int32_t)
DEFINE_PUSH(push_sweep_i64_i32, int64_t, int32_t)
DEFINE_PUSH(push_sweep_i64_i64, int64_t, int64_t)
DEFINE_PUSH(push_sweep_i32_i64, int32_t, int64_t)

/* y[i] = sum of z[indices[j]] over row i of a CSR matrix whose every weight is 1: the product
 * A z of taggraph.retrieve.adaptive's power iteration, without reading the weights (scipy's
 * product needs them as float64, 8 bytes an entry more to read). Each row's sum starts from 0.0
 * and adds its entries in order, as scipy's csr_matvec does, and 1.0 * z is z, so the two give
 * the same y bit for bit (tests/test_push.py checks it).
 *
 * A row's sum is a chain of additions, each waiting for the one before, so a long row (a tag on
 * many notes) costs its length times that wait. Long rows are summed LANES at a time instead,
 * each in its own accumulator and in its own order, so that the additions of different rows
 * overlap and every y[i] is the same number; a lane whose row ends takes the next long row.
 * Short rows, most of them, are summed one by one as they come. */
#define LONG_ROW 64
#define LANES 4
#define DEFINE_UNIT_PRODUCT(NAME, PTR, IDX)                                                      \
void NAME(const PTR *indptr, const IDX *indices, int64_t n_rows, const double *z, double *y)   \
{                                                                                                \
    int64_t *longs = NULL, n_long = 0, next = 0;                                                 \
    for (int64_t i = 0; i < n_rows; i++) {                                                       \
        if (indptr[i + 1] - indptr[i] >= LONG_ROW) {                                             \
            if (longs == NULL) longs = (int64_t *)malloc(sizeof(int64_t) * (size_t)(n_rows - i)); \
            if (longs != NULL) { longs[n_long++] = i; continue; }  /* no memory: summed here */  \
        }                                                                                        \
        double sum = 0.0;                                                                        \
        for (PTR j = indptr[i]; j < indptr[i + 1]; j++) sum += z[indices[j]];                    \
        y[i] = sum;                                                                              \
    }                                                                                            \
    int64_t row[LANES];                                                                          \
    PTR at[LANES], end[LANES];                                                                   \
    double acc[LANES];                                                                           \
    int busy = 0;                                                                                \
    for (int k = 0; k < LANES; k++) {                                                            \
        row[k] = next < n_long ? longs[next++] : -1;                                             \
        if (row[k] >= 0) { at[k] = indptr[row[k]]; end[k] = indptr[row[k] + 1]; busy++; }      \
        acc[k] = 0.0;                                                                            \
    }                                                                                            \
    while (busy == LANES) {  /* every lane has a row: step them together to the first row's end */ \
        PTR m = end[0] - at[0];                                                                  \
        for (int k = 1; k < LANES; k++) if (end[k] - at[k] < m) m = end[k] - at[k];              \
        const IDX *c0 = indices + at[0], *c1 = indices + at[1], *c2 = indices + at[2], *c3 = indices + at[3]; \
        double s0 = acc[0], s1 = acc[1], s2 = acc[2], s3 = acc[3];                               \
        for (PTR t = 0; t < m; t++) { s0 += z[c0[t]]; s1 += z[c1[t]]; s2 += z[c2[t]]; s3 += z[c3[t]]; } \
        acc[0] = s0; acc[1] = s1; acc[2] = s2; acc[3] = s3;                                      \
        for (int k = 0; k < LANES; k++) {                                                        \
            at[k] += m;                                                                          \
            if (at[k] < end[k]) continue;                                                        \
            y[row[k]] = acc[k];                                                                  \
            acc[k] = 0.0;                                                                        \
            row[k] = next < n_long ? longs[next++] : -1;                                         \
            if (row[k] >= 0) { at[k] = indptr[row[k]]; end[k] = indptr[row[k] + 1]; } else busy--; \
        }                                                                                        \
    }                                                                                            \
    for (int k = 0; k < LANES; k++) {  /* the last rows, fewer than LANES: one by one */         \
        if (row[k] < 0) continue;                                                                \
        double sum = acc[k];                                                                     \
        for (PTR j = at[k]; j < end[k]; j++) sum += z[indices[j]];                               \
        y[row[k]] = sum;                                                                         \
    }                                                                                            \
    free(longs);                                                                                 \
}

DEFINE_UNIT_PRODUCT(unit_product_i32_i32, int32_t, int32_t)
DEFINE_UNIT_PRODUCT(unit_product_i64_i32, int64_t, int32_t)
DEFINE_UNIT_PRODUCT(unit_product_i64_i64, int64_t, int64_t)
DEFINE_UNIT_PRODUCT(unit_product_i32_i64, int32_t, int64_t)

/* y[i] = the sum of data[j] * z[indices[j]] over row i, from 0.0 and in order: scipy's
 * csr_matvec into a zeroed vector, the product A z of the power iteration's delta matrix (the
 * graph's writes since its base was built, whose weights are counts). The loop is scipy's; what
 * it saves is the Python around each of scipy's products (its checks and conversions), which a
 * query paid 20 times after a write. */
#define DEFINE_PRODUCT(NAME, PTR, IDX)                                                           \
void NAME(const PTR *indptr, const IDX *indices, const double *data, int64_t n_rows,            \
          const double *z, double *y)                                                            \
{                                                                                                \
    for (int64_t i = 0; i < n_rows; i++) {                                                       \
        double sum = 0.0;                                                                        \
        for (PTR j = indptr[i]; j < indptr[i + 1]; j++) sum += data[j] * z[indices[j]];          \
        y[i] = sum;                                                                              \
    }                                                                                            \
}

DEFINE_PRODUCT(product_i32_i32, int32_t, int32_t)
DEFINE_PRODUCT(product_i64_i32, int64_t, int32_t)
DEFINE_PRODUCT(product_i64_i64, int64_t, int64_t)
DEFINE_PRODUCT(product_i32_i64, int32_t, int64_t)

/* The k best notes a push reached (_topk.h's order): among nodes[0..n_nodes) (node ids, those
 * with an estimate, as push_sweep lists them), the ones whose slot_of_node is >= 0 (a live note's
 * file node) and whose p is above 0, ranked by p. One pass where numpy made a dozen (gathers,
 * masks, a partition of a negated copy). Writes the slots and scores best first; returns how
 * many (at most k). A node id outside p or slot_of_node is skipped. */
int64_t top_notes(const int32_t *nodes, int64_t n_nodes, const double *p, int64_t n_p,
                  const int32_t *slot_of_node, int64_t n_map, int64_t k, int64_t *out_slots,
                  double *out_scores)
{
    TopK t = {out_scores, out_slots, 0, k > 0 ? k : 0};
    for (int64_t i = 0; i < n_nodes; i++) {
        if (i + AHEAD < n_nodes) {
            int32_t w = nodes[i + AHEAD];
            if (w >= 0 && w < n_map) __builtin_prefetch(slot_of_node + w);
            if (w >= 0 && w < n_p) __builtin_prefetch(p + w);
        }
        int32_t v = nodes[i];
        if (v < 0 || v >= n_map || v >= n_p) continue;
        int64_t sl = slot_of_node[v];
        double sc = p[v];
        if (sl >= 0 && sc > 0.0) topk_offer(&t, sc, sl);
    }
    return topk_finish(&t);
}

static struct PyModuleDef push_module = {
    PyModuleDef_HEAD_INIT, "_push",
    "The forward-push loop, called through ctypes by taggraph.retrieve.push_native.", -1, NULL,
    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__push(void) { return PyModule_Create(&push_module); }
