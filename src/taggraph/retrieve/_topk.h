/* The k best (score, slot) pairs of a stream, for the compiled rankings of _push.c (the notes a
 * push reached) and _bm25.c (the notes a query's terms matched): highest score first, equal
 * scores by the lower slot, the order the numpy rankings they replace make (a partition, then a
 * lexsort by score and slot). Kept in a heap whose root is the worst pair so far, so each
 * offer past the first k costs one comparison unless it beats that root.
 *
 * A header of static functions, so that each library compiles its own copy. */
#ifndef TAGGRAPH_TOPK_H
#define TAGGRAPH_TOPK_H

#include <stdint.h>

#define TOPK_WORSE(sa, la, sb, lb) ((sa) < (sb) || ((sa) == (sb) && (la) > (lb)))

typedef struct {
    double *score;
    int64_t *slot;
    int64_t m, k;  /* pairs held, room */
} TopK;

static void topk_swap(TopK *t, int64_t i, int64_t j)
{
    double s = t->score[i]; t->score[i] = t->score[j]; t->score[j] = s;
    int64_t l = t->slot[i]; t->slot[i] = t->slot[j]; t->slot[j] = l;
}

/* restore the heap below i, over its first m pairs */
static void topk_sift_down(TopK *t, int64_t m, int64_t i)
{
    for (;;) {
        int64_t c = 2 * i + 1;
        if (c >= m) return;
        if (c + 1 < m && TOPK_WORSE(t->score[c + 1], t->slot[c + 1], t->score[c], t->slot[c])) c++;
        if (!TOPK_WORSE(t->score[c], t->slot[c], t->score[i], t->slot[i])) return;
        topk_swap(t, i, c);
        i = c;
    }
}

static inline void topk_offer(TopK *t, double score, int64_t slot)
{
    if (t->m < t->k) {  /* not full: add at the bottom, sift up */
        int64_t j = t->m++;
        t->score[j] = score;
        t->slot[j] = slot;
        while (j > 0) {
            int64_t up = (j - 1) / 2;
            if (!TOPK_WORSE(t->score[j], t->slot[j], t->score[up], t->slot[up])) break;
            topk_swap(t, j, up);
            j = up;
        }
    } else if (t->k > 0 && TOPK_WORSE(t->score[0], t->slot[0], score, slot)) {
        t->score[0] = score;
        t->slot[0] = slot;
        topk_sift_down(t, t->m, 0);
    }
}

/* sort what is held best first (the worst goes to the end, one at a time); returns how many */
static int64_t topk_finish(TopK *t)
{
    for (int64_t end = t->m - 1; end > 0; end--) {
        topk_swap(t, 0, end);
        topk_sift_down(t, end, 0);
    }
    return t->m;
}

#endif
