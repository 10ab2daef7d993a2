/* Maximum-weight matching with multi-limb integer weights: C implementation.
 *
 * Same algorithm and the same names as _matching_py.py (read its module docstring first):
 * Edmonds' primal-dual blossom algorithm as presented by Galil (1986), with alternating trees
 * that persist across augmentations and lazy duals (a global "clock" holds the sum of all dual
 * adjustments). Every number is a fixed-width two's-complement integer of L 64-bit limbs,
 * little-endian; the weights are doubled (c = 2w) so that every dual and every S-S slack stays
 * integral. After a solve, certify() re-checks the LP optimality conditions from the original
 * edge list, independently of the search state.
 *
 * Additions over the Python code, all for speed on dense graphs with long weights:
 * - l_key_lt compares a + b - c with a stored key from the top limb down and stops as soon
 *   as the lower limbs cannot change the answer (packed criteria usually decide early);
 * - the weight table is deduplicated by object identity, allocated on huge pages and
 *   prefetched a few edges ahead;
 * - every free vertex is S with the same dual, so from a vertex u only its heaviest edge to
 *   a free vertex can be the least-slack or a tight edge among those: for vertices searched
 *   often (sort_after), scan and best2 take it from an adjacency sorted by weight and visit
 *   only the matched vertices (scan) or the non-free S vertices (best2) otherwise.
 *
 * This file is longer than the project's usual module size because it holds one algorithm and
 * its Python binding; it is split into sections in the order of _matching_py.py.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

typedef uint64_t limb;

#define LAB_S 1
#define LAB_T 2

/* ------------------------------------------------------------------ growable int arrays */

typedef struct {
    int *a;
    int len, cap;
} ivec;

typedef struct Search Search;
static void oom(Search *s);

static void iv_reserve(Search *s, ivec *v, int need)
{
    if (need <= v->cap)
        return;
    int nc = v->cap ? v->cap : 8;
    while (nc < need)
        nc *= 2;
    int *na = (int *)realloc(v->a, (size_t)nc * sizeof(int));
    if (!na)
        oom(s);
    v->a = na;
    v->cap = nc;
}

static inline void iv_push(Search *s, ivec *v, int x)
{
    if (v->len == v->cap)
        iv_reserve(s, v, v->len + 1);
    v->a[v->len++] = x;
}

static void iv_free(ivec *v)
{
    free(v->a);
    v->a = NULL;
    v->len = v->cap = 0;
}

/* ------------------------------------------------------------------ limb arithmetic */

/* r = a + b - c */
static inline void l_key(limb *r, const limb *a, const limb *b, const limb *c, int L)
{
    limb cy = 0, bw = 0;
    for (int i = 0; i < L; i++) {
        limb t = a[i] + cy;
        cy = t < cy;
        t += b[i];
        cy += t < b[i];
        limb u = t - c[i];
        limb b1 = t < c[i];
        limb u2 = u - bw;
        bw = b1 | (u < bw);
        r[i] = u2;
    }
}

static inline int l_cmp(const limb *a, const limb *b, int L)
{
    int64_t ha = (int64_t)a[L - 1], hb = (int64_t)b[L - 1];
    if (ha != hb)
        return ha < hb ? -1 : 1;
    for (int i = L - 2; i >= 0; i--)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

static inline int l_lt(const limb *a, const limb *b, int L)
{
    return l_cmp(a, b, L) < 0;
}

static inline int l_eq(const limb *a, const limb *b, int L)
{
    return memcmp(a, b, (size_t)L * sizeof(limb)) == 0;
}

static inline void l_copy(limb *r, const limb *a, int L)
{
    memcpy(r, a, (size_t)L * sizeof(limb));
}

static inline void l_add(limb *r, const limb *a, int L)
{
    limb cy = 0;
    for (int i = 0; i < L; i++) {
        limb t = r[i] + cy;
        cy = t < cy;
        t += a[i];
        cy += t < a[i];
        r[i] = t;
    }
}

static inline void l_sub(limb *r, const limb *a, int L)
{
    limb bw = 0;
    for (int i = 0; i < L; i++) {
        limb t = r[i] - a[i];
        limb b1 = r[i] < a[i];
        limb t2 = t - bw;
        bw = b1 | (t < bw);
        r[i] = t2;
    }
}

/* r += k * a for a small k */
static void l_addmul(limb *r, const limb *a, int k, int L)
{
    for (; k > 0; k--)
        l_add(r, a, L);
    for (; k < 0; k++)
        l_sub(r, a, L);
}

static inline void l_zero(limb *r, int L)
{
    memset(r, 0, (size_t)L * sizeof(limb));
}

static inline int l_neg(const limb *a, int L)
{
    return (int64_t)a[L - 1] < 0;
}

static inline int l_iszero(const limb *a, int L)
{
    for (int i = 0; i < L; i++)
        if (a[i])
            return 0;
    return 1;
}

/* a + b - c < d, reading limbs from the top and stopping as soon as the lower limbs cannot
 * change the answer: the hot comparison of every edge relaxation, where most candidates lose
 * on their high limbs (the packed criteria) without touching the rest. */
static inline int l_key_lt(const limb *a, const limb *b, const limb *c, const limb *d, int L)
{
#ifdef __SIZEOF_INT128__
    /* acc = value of the limbs read so far; the unread part of a + b - c - d lies strictly
     * between -2 and 2 units of the last limb read, so |acc| >= 2 decides */
    __int128 acc = (__int128)(int64_t)a[L - 1] + (int64_t)b[L - 1] - (int64_t)c[L - 1] -
                   (int64_t)d[L - 1];
    for (int i = L - 2;; i--) {
        if (acc >= 2)
            return 0;
        if (acc <= -2)
            return 1;
        if (i < 0)
            return acc < 0;
        acc = (__int128)((unsigned __int128)acc << 64) + a[i] + b[i] - (__int128)c[i] - d[i];
    }
#else
    limb t[L];
    l_key(t, a, b, c, L);
    return l_cmp(t, d, L) < 0;
#endif
}

/* a1 + b1 - c1 < a2 + b2 - c2, from the top limbs down like l_key_lt (the unread part of
 * the difference now lies strictly between -3 and 3 units of the last limb read) */
static inline int l_key_lt2(const limb *a1, const limb *b1, const limb *c1, const limb *a2,
                            const limb *b2, const limb *c2, int L)
{
#ifdef __SIZEOF_INT128__
    __int128 acc = (__int128)(int64_t)a1[L - 1] + (int64_t)b1[L - 1] - (int64_t)c1[L - 1] -
                   (int64_t)a2[L - 1] - (int64_t)b2[L - 1] + (int64_t)c2[L - 1];
    for (int i = L - 2;; i--) {
        if (acc >= 3)
            return 0;
        if (acc <= -3)
            return 1;
        if (i < 0)
            return acc < 0;
        acc = (__int128)((unsigned __int128)acc << 64) + a1[i] + b1[i] - (__int128)c1[i] -
              a2[i] - b2[i] + c2[i];
    }
#else
    limb t1[L], t2[L];
    l_key(t1, a1, b1, c1, L);
    l_key(t2, a2, b2, c2, L);
    return l_cmp(t1, t2, L) < 0;
#endif
}

/* arithmetic shift right by one */
static void l_half(limb *r, const limb *a, int L)
{
    for (int i = 0; i < L - 1; i++)
        r[i] = (a[i] >> 1) | (a[i + 1] << 63);
    r[L - 1] = (limb)((int64_t)a[L - 1] >> 1);
}

/* ------------------------------------------------------------------ search state */

struct Search {
    int n, nn, L, m;
    /* graph: edge list and CSR adjacency; weights are indices into wtab (doubled weights) */
    int *eu, *ev, *ew;
    int *adj_start, *adj_nbr, *adj_w;
    limb *wtab, *wmax, *inf;
    /* matching and blossom structure */
    int *mate, *top, *parent, *base, *label, *les, *lex, *tree, *sign, *zsign;
    ivec *childs, *cedges, *leaves, *lists, *members;
    char *haslist, *b2dirty, *b3dirty;
    limb *ybase, *zbase, *b2k, *b3k, *clock, *clock2, *tmp, *tmp2, *et1, *et2;
    int *b2s, *b2x, *b3a, *b3b;
    ivec unused, queue, stack, stack2, path1, path2, pe1, pe2, touched;
    /* best2 shortcut: every free vertex is S with ybase = wmax, so the least key from u to a
     * free vertex comes from u's heaviest edge to one; adjacency sorted by weight (on first
     * use) with a pointer past matched vertices finds it, and the other S vertices come from
     * the list nonfree through the index matrix amat (NULL when n is large). Sorting pays
     * only for vertices that need best2 often: uses counts the calls per vertex */
    int *amat, *snbr, *sw, *fptr, *uses, sort_after;
    char *sorted;
    ivec nonfree, matched; /* matched: every vertex that is not free (it only grows) */
    int nfree, epoch, markep;
    int *dmark, *mark, *slot;
    jmp_buf fail;
};

#define Y(v) (s->ybase + (size_t)(v) * L)
#define ZB(b) (s->zbase + (size_t)(b) * L)
#define K2(b) (s->b2k + (size_t)(b) * L)
#define K3(b) (s->b3k + (size_t)(b) * L)
#define WT(i) (s->wtab + (size_t)(i) * L)

/* The weight table is too large for the caches and an adjacency list visits it in random
 * order: fetch the top limbs (read first by l_key_lt) a few edges ahead. */
#define PREFETCH_AHEAD 8
#ifdef __GNUC__
#define PREFETCH_WEIGHT(e)                                                                     \
    do {                                                                                       \
        const limb *pw_ = WT(s->adj_w[e]) + L - 1;                                             \
        __builtin_prefetch(pw_);                                                               \
        __builtin_prefetch(pw_ - 8);                                                           \
    } while (0)
#else
#define PREFETCH_WEIGHT(e) ((void)0)
#endif

static void oom(Search *s)
{
    longjmp(s->fail, 1);
}

static void *xcalloc(Search *s, size_t count, size_t size)
{
    void *p = calloc(count ? count : 1, size);
    if (!p)
        oom(s);
    return p;
}

static void relabel(Search *s, int b, int lab, int root)
{
    const int L = s->L;
    int new_sign = lab == LAB_S ? -1 : (lab == LAB_T ? 1 : 0);
    ivec *lv = &s->leaves[b];
    for (int i = 0; i < lv->len; i++) {
        int u = lv->a[i];
        l_addmul(Y(u), s->clock, s->sign[u] - new_sign, L);
        s->sign[u] = new_sign;
        s->tree[u] = root;
        if (root >= 0) {
            iv_push(s, &s->members[root], u);
            if (lab == LAB_S) {
                iv_push(s, &s->queue, u);
                if (s->mate[u] >= 0)
                    iv_push(s, &s->nonfree, u);
            }
        }
    }
    if (b >= s->n) {
        int zs = -2 * new_sign;
        l_addmul(ZB(b), s->clock, s->zsign[b] - zs, L);
        s->zsign[b] = zs;
    }
    s->label[b] = lab;
    s->b2s[b] = -1;
    l_copy(K2(b), s->inf, L);
    s->b3a[b] = s->b3b[b] = -1;
    l_copy(K3(b), s->inf, L);
    s->b2dirty[b] = s->b3dirty[b] = 0;
    s->haslist[b] = 0;
    s->lists[b].len = 0;
}

static void tight_ss(Search *s, int v, int x);
static void assign_t(Search *s, int b, int sv, int x);

/* Relax edge (v, x) of weight w from S vertex v in top node *bv; act at once if it is tight.
 * Returns 1 when v lost its label (its tree was augmented), else 0. */
#ifdef __GNUC__
__attribute__((always_inline))
#endif
static inline int relax(Search *s, int v, int *bv, int x, const limb *w)
{
    const int L = s->L;
    limb *k = s->tmp;
    int bx = s->top[x], lx = s->label[bx];
    if (lx == LAB_T || bx == *bv)
        return 0;
    if (lx == LAB_S) {
        if (l_key_lt(Y(v), Y(x), w, K3(*bv), L)) {
            l_key(k, Y(v), Y(x), w, L);
            if (l_eq(k, s->clock2, L)) {
                tight_ss(s, v, x);
                *bv = s->top[v];
                return s->label[*bv] != LAB_S;
            }
            s->b3a[*bv] = v;
            s->b3b[*bv] = x;
            l_copy(K3(*bv), k, L);
            s->b3dirty[*bv] = 0;
        }
    } else if (l_key_lt(Y(v), Y(x), w, K2(bx), L)) {
        l_key(k, Y(v), Y(x), w, L);
        if (l_eq(k, s->clock, L)) {
            assign_t(s, bx, v, x);
            return 0;
        }
        s->b2s[bx] = v;
        s->b2x[bx] = x;
        l_copy(K2(bx), k, L);
        s->b2dirty[bx] = 0;
    }
    return 0;
}

static void scan_split(Search *s, int v);

/* Relax every edge of the new S vertex v; act at once on tight edges. */
static void scan(Search *s, int v)
{
    const int L = s->L;
    int bv = s->top[v];
    int start = s->adj_start[v], end = s->adj_start[v + 1];
    if (s->amat && 2 * s->matched.len < end - start &&
        (s->sorted[v] || ++s->uses[v] >= s->sort_after)) {
        scan_split(s, v);
        return;
    }
    for (int e = start; e < end; e++) {
        if (e + PREFETCH_AHEAD < end)
            PREFETCH_WEIGHT(e + PREFETCH_AHEAD);
        if (relax(s, v, &bv, s->adj_nbr[e], WT(s->adj_w[e])))
            return;
    }
}

static void assign_t(Search *s, int b, int sv, int x)
{
    int root = s->tree[sv];
    relabel(s, b, LAB_T, root);
    s->les[b] = sv;
    s->lex[b] = x;
    relabel(s, s->top[s->mate[s->base[b]]], LAB_S, root);
}

/* ------------------------------------------------------------------ blossoms */

static int step_up(Search *s, int b)
{
    int m = s->mate[s->base[b]];
    if (m < 0)
        return -1;
    return s->top[s->les[s->top[m]]];
}

/* nodes from S node b up to S node stop, and the edges between them as (lower, upper) pairs */
static void tree_path(Search *s, int b, int stop, ivec *nodes, ivec *edges)
{
    nodes->len = edges->len = 0;
    iv_push(s, nodes, b);
    while (b != stop) {
        int bb = s->base[b], m = s->mate[bb], t = s->top[m];
        int sv = s->les[t];
        b = s->top[sv];
        iv_push(s, nodes, t);
        iv_push(s, nodes, b);
        iv_push(s, edges, bb);
        iv_push(s, edges, m);
        iv_push(s, edges, s->lex[t]);
        iv_push(s, edges, sv);
    }
}

static int find_lca(Search *s, int a, int b)
{
    int ep = ++s->markep;
    for (;;) {
        if (a >= 0) {
            if (s->mark[a] == ep)
                return a;
            s->mark[a] = ep;
            a = step_up(s, a);
        }
        int t = a;
        a = b;
        b = t;
    }
}

/* offer candidate edge (a, y, w) to the per-neighbour table of S node b */
static void offer(Search *s, int b, int a, int y, int w)
{
    const int L = s->L;
    int by = s->top[y];
    if (by == b || s->label[by] != LAB_S)
        return;
    int sl = s->slot[by];
    if (sl < 0) {
        s->slot[by] = s->touched.len / 4;
        iv_push(s, &s->touched, by);
        iv_push(s, &s->touched, a);
        iv_push(s, &s->touched, y);
        iv_push(s, &s->touched, w);
        return;
    }
    int *t = s->touched.a + 4 * sl;
    if (l_key_lt2(Y(a), Y(y), WT(w), Y(t[1]), Y(t[2]), WT(t[3]), L)) {
        t[1] = a;
        t[2] = y;
        t[3] = w;
    }
}

static void offer_all_edges(Search *s, int b, int node)
{
    ivec *lv = &s->leaves[node];
    for (int i = 0; i < lv->len; i++) {
        int a = lv->a[i];
        const int L = s->L;
        int end = s->adj_start[a + 1];
        for (int e = s->adj_start[a]; e < end; e++) {
            if (e + PREFETCH_AHEAD < end)
                PREFETCH_WEIGHT(e + PREFETCH_AHEAD);
            offer(s, b, a, s->adj_nbr[e], s->adj_w[e]);
        }
    }
}

static void offer_list(Search *s, int b, int node)
{
    ivec *lst = &s->lists[node];
    for (int i = 0; i + 2 < lst->len; i += 3)
        offer(s, b, lst->a[i], lst->a[i + 1], lst->a[i + 2]);
}

/* turn the offered candidates into lists[b] (one per neighbour) and b3 (the least) */
static void finish_lists(Search *s, int b)
{
    const int L = s->L;
    ivec *tch = &s->touched;
    ivec *lst = &s->lists[b];
    lst->len = 0;
    int *best = NULL;
    for (int i = 0; i < tch->len; i += 4) {
        int *t = tch->a + i;
        s->slot[t[0]] = -1;
        iv_push(s, lst, t[1]);
        iv_push(s, lst, t[2]);
        iv_push(s, lst, t[3]);
        if (!best ||
            l_key_lt2(Y(t[1]), Y(t[2]), WT(t[3]), Y(best[1]), Y(best[2]), WT(best[3]), L))
            best = t;
    }
    if (best) {
        l_key(K3(b), Y(best[1]), Y(best[2]), WT(best[3]), L);
        s->b3a[b] = best[1];
        s->b3b[b] = best[2];
    } else {
        l_copy(K3(b), s->inf, L);
        s->b3a[b] = s->b3b[b] = -1;
    }
    tch->len = 0;
    s->haslist[b] = 1;
    s->b3dirty[b] = 0;
}

static void best3(Search *s, int b)
{
    if (b < s->n) { /* a vertex: no list, one pass over its edges */
        const int L = s->L;
        int bs = -1;
        l_copy(K3(b), s->inf, L);
        int end = s->adj_start[b + 1];
        for (int e = s->adj_start[b]; e < end; e++) {
            if (e + PREFETCH_AHEAD < end)
                PREFETCH_WEIGHT(e + PREFETCH_AHEAD);
            int y = s->adj_nbr[e], by = s->top[y];
            if (by == b || s->label[by] != LAB_S)
                continue;
            const limb *w = WT(s->adj_w[e]);
            if (l_key_lt(Y(b), Y(y), w, K3(b), L)) {
                l_key(K3(b), Y(b), Y(y), w, L);
                bs = y;
            }
        }
        s->b3a[b] = bs < 0 ? -1 : b;
        s->b3b[b] = bs;
        s->b3dirty[b] = 0;
        return;
    }
    if (s->haslist[b]) {
        /* offer_list reads lists[b] while finish_lists rewrites it: copy first */
        ivec *lst = &s->lists[b];
        s->stack2.len = 0;
        iv_reserve(s, &s->stack2, lst->len);
        memcpy(s->stack2.a, lst->a, (size_t)lst->len * sizeof(int));
        s->stack2.len = lst->len;
        for (int i = 0; i + 2 < s->stack2.len; i += 3)
            offer(s, b, s->stack2.a[i], s->stack2.a[i + 1], s->stack2.a[i + 2]);
    } else {
        offer_all_edges(s, b, b);
    }
    finish_lists(s, b);
}

static void add_blossom(Search *s, int v, int x)
{
    const int L = s->L;
    int *top = s->top;
    int lca = find_lca(s, top[v], top[x]);
    tree_path(s, top[v], lca, &s->path1, &s->pe1);
    tree_path(s, top[x], lca, &s->path2, &s->pe2);
    int b = s->unused.a[--s->unused.len];
    ivec *ch = &s->childs[b], *ce = &s->cedges[b];
    ch->len = ce->len = 0;
    for (int i = s->path1.len - 1; i >= 0; i--)
        iv_push(s, ch, s->path1.a[i]);
    for (int i = 0; i < s->path2.len - 1; i++)
        iv_push(s, ch, s->path2.a[i]);
    for (int i = s->pe1.len - 2; i >= 0; i -= 2) {
        iv_push(s, ce, s->pe1.a[i + 1]);
        iv_push(s, ce, s->pe1.a[i]);
    }
    iv_push(s, ce, v);
    iv_push(s, ce, x);
    for (int i = 0; i < s->pe2.len; i++)
        iv_push(s, ce, s->pe2.a[i]);
    s->base[b] = s->base[lca];
    s->label[b] = LAB_S;
    l_zero(ZB(b), L);
    l_sub(ZB(b), s->clock2, L);
    s->zsign[b] = 2;
    ivec *lv = &s->leaves[b];
    lv->len = 0;
    for (int i = 0; i < ch->len; i++) {
        int c = ch->a[i];
        s->parent[c] = b;
        l_addmul(ZB(c), s->clock, s->zsign[c], L);
        s->zsign[c] = 0;
        ivec *lc = &s->leaves[c];
        for (int j = 0; j < lc->len; j++) {
            int u = lc->a[j];
            iv_push(s, lv, u);
            if (s->label[c] == LAB_T) {
                l_add(Y(u), s->clock2, L);
                s->sign[u] = -1;
                iv_push(s, &s->queue, u);
                iv_push(s, &s->nonfree, u); /* T vertices are matched */
            }
        }
    }
    for (int j = 0; j < lv->len; j++)
        top[lv->a[j]] = b;
    s->b2s[b] = -1;
    l_copy(K2(b), s->inf, L);
    s->b2dirty[b] = 0;
    for (int i = 0; i < ch->len; i++) {
        int c = ch->a[i];
        if (s->label[c] != LAB_T && s->haslist[c])
            offer_list(s, b, c);
        else
            offer_all_edges(s, b, c);
    }
    finish_lists(s, b);
}

static void free_blossom(Search *s, int b)
{
    s->childs[b].len = s->cedges[b].len = s->leaves[b].len = 0;
    s->label[b] = 0;
    l_zero(s->zbase + (size_t)b * s->L, s->L);
    s->zsign[b] = 0;
    s->haslist[b] = 0;
    s->lists[b].len = 0;
    iv_push(s, &s->unused, b);
}

static void best2(Search *s, int b);

/* Expand T blossom b whose dual reached 0 (Galil delta4). */
static void expand_t(Search *s, int b)
{
    int n = s->n;
    ivec *ch = &s->childs[b];
    int *cv = ch->a, k = ch->len, *ce = s->cedges[b].a;
    int root = s->tree[s->base[b]];
    int t = s->lex[b];
    while (s->parent[t] != b)
        t = s->parent[t];
    int j = 0;
    while (cv[j] != t)
        j++;
    for (int i = 0; i < k; i++) {
        int c = cv[i];
        s->parent[c] = -1;
        ivec *lc = &s->leaves[c];
        for (int q = 0; q < lc->len; q++)
            s->top[lc->a[q]] = c;
        s->label[c] = LAB_T;
        if (c >= n)
            s->zsign[c] = 0;
    }
    char *on_path = (char *)xcalloc(s, (size_t)k, 1);
    int sv = s->les[b], x = s->lex[b], i = j;
    for (;;) {
        int c = cv[i];
        on_path[i] = 1;
        relabel(s, c, LAB_T, root);
        s->les[c] = sv;
        s->lex[c] = x;
        if (i == 0)
            break;
        if (j % 2 == 0) {
            on_path[i - 1] = 1;
            relabel(s, cv[i - 1], LAB_S, root);
            x = ce[2 * (i - 2)];
            sv = ce[2 * (i - 2) + 1];
            i -= 2;
        } else {
            on_path[i + 1] = 1;
            relabel(s, cv[i + 1], LAB_S, root);
            sv = ce[2 * (i + 1)];
            x = ce[2 * (i + 1) + 1];
            i = (i + 2) % k;
        }
    }
    for (i = 0; i < k; i++) {
        if (!on_path[i]) {
            relabel(s, cv[i], 0, -1);
            best2(s, cv[i]);
        }
    }
    free(on_path);
    free_blossom(s, b);
}

/* ------------------------------------------------------------------ augmentation */

/* Swap matched edges inside blossom b so that vertex v becomes its base. */
static void augment_blossom(Search *s, int b0, int v0)
{
    int n = s->n;
    ivec *st = &s->stack;
    st->len = 0;
    iv_push(s, st, b0);
    iv_push(s, st, v0);
    while (st->len) {
        int v = st->a[--st->len];
        int b = st->a[--st->len];
        if (b < n)
            continue;
        int t = v;
        while (s->parent[t] != b)
            t = s->parent[t];
        iv_push(s, st, t);
        iv_push(s, st, v);
        ivec *ch = &s->childs[b], *cev = &s->cedges[b];
        int k = ch->len, j = 0;
        while (ch->a[j] != t)
            j++;
        int i = j;
        while (i != 0) {
            int p, q, i1, i2;
            if (j % 2 == 0) {
                q = cev->a[2 * (i - 2)];
                p = cev->a[2 * (i - 2) + 1];
                i1 = i - 1;
                i2 = i - 2;
            } else {
                p = cev->a[2 * (i + 1)];
                q = cev->a[2 * (i + 1) + 1];
                i1 = i + 1;
                i2 = (i + 2) % k;
            }
            iv_push(s, st, ch->a[i1]);
            iv_push(s, st, p);
            iv_push(s, st, ch->a[i2]);
            iv_push(s, st, q);
            s->mate[p] = q;
            s->mate[q] = p;
            i = i2;
        }
        /* rotate so that child j comes first */
        ivec *tmp = &s->stack2;
        tmp->len = 0;
        iv_reserve(s, tmp, 2 * k);
        for (int r = 0; r < k; r++)
            tmp->a[r] = ch->a[(j + r) % k];
        memcpy(ch->a, tmp->a, (size_t)k * sizeof(int));
        for (int r = 0; r < 2 * k; r++)
            tmp->a[r] = cev->a[(2 * j + r) % (2 * k)];
        memcpy(cev->a, tmp->a, (size_t)(2 * k) * sizeof(int));
        s->base[b] = v;
    }
}

static void augment(Search *s, int v, int x)
{
    for (int side = 0; side < 2; side++) {
        int sv = side ? x : v, w = side ? v : x;
        for (;;) {
            int b = s->top[sv];
            int m = s->mate[s->base[b]];
            augment_blossom(s, b, sv);
            s->mate[sv] = w;
            if (m < 0)
                break;
            int tb = s->top[m];
            int s2 = s->les[tb], xt = s->lex[tb];
            augment_blossom(s, tb, xt);
            s->mate[xt] = s2;
            sv = s2;
            w = xt;
        }
    }
}

static void dissolve(Search *s, int r1, int r2)
{
    const int L = s->L;
    int n = s->n, ep = ++s->epoch;
    int roots[2] = {r1, r2};
    ivec *freed = &s->path1;
    freed->len = 0;
    for (int ri = 0; ri < 2; ri++) {
        int r = roots[ri];
        ivec *mem = &s->members[r];
        for (int i = 0; i < mem->len; i++) {
            int u = mem->a[i];
            if (s->tree[u] != r)
                continue;
            int b = s->top[u];
            if (s->label[b] == LAB_S) {
                ivec *lv = &s->leaves[b];
                for (int q = 0; q < lv->len; q++)
                    s->dmark[lv->a[q]] = ep;
            }
            relabel(s, b, 0, -1);
            iv_push(s, freed, b);
        }
        mem->len = 0;
    }
    while (freed->len) {
        int b = freed->a[--freed->len];
        if (b >= n && l_iszero(ZB(b), L)) {
            ivec *ch = &s->childs[b];
            for (int i = 0; i < ch->len; i++) {
                int c = ch->a[i];
                s->parent[c] = -1;
                ivec *lc = &s->leaves[c];
                for (int q = 0; q < lc->len; q++)
                    s->top[lc->a[q]] = c;
                relabel(s, c, 0, -1);
                iv_push(s, freed, c);
            }
            free_blossom(s, b);
        } else {
            best2(s, b);
        }
    }
    ivec *nf = &s->nonfree;
    int kept = 0;
    for (int i = 0; i < nf->len; i++) {
        int u = nf->a[i];
        if (s->sign[u] == -1 && s->mate[u] >= 0)
            nf->a[kept++] = u;
    }
    nf->len = kept;
    for (int u = 0; u < n; u++) {
        int b = s->top[u];
        if (s->base[b] != u)
            continue;
        if (s->label[b] == 0) {
            int sv = s->b2s[b];
            if (sv >= 0 && s->dmark[sv] == ep) {
                s->b2dirty[b] = 1;
                s->b2s[b] = -1;
                if (l_lt(K2(b), s->clock, L))
                    l_copy(K2(b), s->clock, L);
            }
        } else if (s->label[b] == LAB_S) {
            int y = s->b3b[b];
            if (y >= 0 && s->dmark[y] == ep) {
                s->b3dirty[b] = 1;
                s->b3a[b] = s->b3b[b] = -1;
                if (l_lt(K3(b), s->clock2, L))
                    l_copy(K3(b), s->clock2, L);
            }
        }
    }
}

static void tight_ss(Search *s, int v, int x)
{
    int rv = s->tree[v], rx = s->tree[x];
    if (rv == rx) {
        add_blossom(s, v, x);
    } else {
        augment(s, v, x);
        s->nfree -= 2;
        iv_push(s, &s->matched, rv);
        iv_push(s, &s->matched, rx);
        dissolve(s, rv, rx);
    }
}

#define SORT_AFTER 8 /* default of sort_after */

/* heap sort of the adjacency of u by weight, heaviest first (in snbr, sw) */
static void sort_adjacency(Search *s, int u)
{
    const int L = s->L;
    int lo = s->adj_start[u], d = s->adj_start[u + 1] - lo;
    int *nb = s->snbr + lo, *w = s->sw + lo;
    memcpy(nb, s->adj_nbr + lo, (size_t)d * sizeof(int));
    memcpy(w, s->adj_w + lo, (size_t)d * sizeof(int));
    /* min-heap on weight, so that popping to the back leaves descending order */
    for (int phase = 0; phase < 2; phase++) {
        for (int k = phase ? d - 1 : d / 2 - 1; k >= (phase ? 1 : 0); k--) {
            int size = d, i = k;
            if (phase) { /* move the least to the back */
                int t = nb[0];
                nb[0] = nb[k];
                nb[k] = t;
                t = w[0];
                w[0] = w[k];
                w[k] = t;
                size = k;
                i = 0;
            }
            for (;;) {
                int c = 2 * i + 1;
                if (c >= size)
                    break;
                if (c + 1 < size && l_cmp(WT(w[c + 1]), WT(w[c]), L) < 0)
                    c++;
                if (l_cmp(WT(w[c]), WT(w[i]), L) >= 0)
                    break;
                int t = nb[c];
                nb[c] = nb[i];
                nb[i] = t;
                t = w[c];
                w[c] = w[i];
                w[i] = t;
                i = c;
            }
        }
    }
    s->sorted[u] = 1;
    s->fptr[u] = lo;
}

/* best2 through the shortcut above: O(|nonfree|) instead of O(degree) */
static void best2_split(Search *s, int b, int u, int *bs, int *bx)
{
    const int L = s->L;
    if (!s->sorted[u])
        sort_adjacency(s, u);
    int end = s->adj_start[u + 1], p = s->fptr[u];
    while (p < end && s->mate[s->snbr[p]] >= 0)
        p++;
    s->fptr[u] = p;
    if (p < end && l_key_lt(s->wmax, Y(u), WT(s->sw[p]), K2(b), L)) {
        l_key(K2(b), Y(s->snbr[p]), Y(u), WT(s->sw[p]), L);
        *bs = s->snbr[p];
        *bx = u;
    }
    const int *row = s->amat + (size_t)u * s->n;
    for (int i = 0; i < s->nonfree.len; i++) {
        int y = s->nonfree.a[i], w = row[y];
        if (w < 0 || s->sign[y] != -1)
            continue;
        if (l_key_lt(Y(y), Y(u), WT(w), K2(b), L)) {
            l_key(K2(b), Y(y), Y(u), WT(w), L);
            *bs = y;
            *bx = u;
        }
    }
}

/* scan through the same shortcut: of the free neighbours only the heaviest edge (outside v's
 * own blossom) can be tight or least, the other neighbours are all matched */
static void scan_split(Search *s, int v)
{
    const int L = s->L;
    int bv = s->top[v];
    if (!s->sorted[v])
        sort_adjacency(s, v);
    int end = s->adj_start[v + 1], p = s->fptr[v];
    while (p < end && s->mate[s->snbr[p]] >= 0)
        p++;
    s->fptr[v] = p;
    for (int q = p; q < end; q++) {
        int r = s->snbr[q];
        if (s->mate[r] >= 0 || s->top[r] == bv)
            continue;
        if (relax(s, v, &bv, r, WT(s->sw[q])))
            return;
        if (s->top[r] != bv) /* else r joined v's blossom: try the next free vertex */
            break;
    }
    const int *row = s->amat + (size_t)v * s->n;
    for (int i = 0; i < s->matched.len; i++) {
        const int *ml = s->matched.a; /* relax may grow the list (only when it returns 1) */
#ifdef __GNUC__
        if (i + PREFETCH_AHEAD < s->matched.len && row[ml[i + PREFETCH_AHEAD]] >= 0)
            __builtin_prefetch(WT(row[ml[i + PREFETCH_AHEAD]]) + L - 1);
#endif
        int x = ml[i], w = row[x];
        if (w >= 0 && relax(s, v, &bv, x, WT(w)))
            return;
    }
}

static void best2(Search *s, int b)
{
    const int L = s->L;
    int bs = -1, bx = -1;
    l_copy(K2(b), s->inf, L);
    ivec *lv = &s->leaves[b];
    for (int i = 0; i < lv->len; i++) {
        int u = lv->a[i];
        int end = s->adj_start[u + 1];
        if (s->amat && (s->sorted[u] || ++s->uses[u] >= s->sort_after) &&
            2 * s->nonfree.len < end - s->adj_start[u]) {
            best2_split(s, b, u, &bs, &bx);
            continue;
        }
        for (int e = s->adj_start[u]; e < end; e++) {
            if (e + PREFETCH_AHEAD < end)
                PREFETCH_WEIGHT(e + PREFETCH_AHEAD);
            int y = s->adj_nbr[e];
            if (s->label[s->top[y]] != LAB_S)
                continue;
            const limb *w = WT(s->adj_w[e]);
            if (l_key_lt(Y(u), Y(y), w, K2(b), L)) {
                l_key(K2(b), Y(u), Y(y), w, L);
                bs = y;
                bx = u;
            }
        }
    }
    s->b2s[b] = bs;
    s->b2x[b] = bx;
    s->b2dirty[b] = 0;
}

/* ------------------------------------------------------------------ main loop */

/* Find the next event (Galil delta1..delta4) and move the clock to it.
 * Event times: delta1 at clock = wmax; delta2 at b2k; delta3 at b3k / 2; delta4 at zbase / 2. */
static int next_event(Search *s, int *arg)
{
    const int L = s->L;
    int n = s->n, kind = 1;
    limb *t1 = s->et1, *t2 = s->et2; /* best event time and its double */
    l_copy(t1, s->wmax, L);
    l_copy(t2, t1, L);
    l_add(t2, t1, L);
    *arg = -1;
    for (int u = 0; u < n; u++) {
        int b = s->top[u];
        if (s->base[b] != u)
            continue;
        int lb = s->label[b];
        if (lb == 0) {
            if (s->b2dirty[b] && l_lt(K2(b), t1, L))
                best2(s, b);
            if (l_lt(K2(b), t1, L)) {
                l_copy(t1, K2(b), L);
                l_copy(t2, t1, L);
                l_add(t2, t1, L);
                kind = 2;
                *arg = b;
            }
        } else if (lb == LAB_S) {
            if (s->b3dirty[b] && l_lt(K3(b), t2, L))
                best3(s, b);
            if (l_lt(K3(b), t2, L)) {
                l_copy(t2, K3(b), L);
                l_half(t1, t2, L);
                kind = 3;
                *arg = b;
            }
        } else if (b >= n) {
            if (l_lt(ZB(b), t2, L)) {
                l_copy(t2, ZB(b), L);
                l_half(t1, t2, L);
                kind = 4;
                *arg = b;
            }
        }
    }
    l_copy(s->clock, t1, L);
    l_copy(s->clock2, t2, L);
    return kind;
}

static void run(Search *s)
{
    for (;;) {
        while (s->queue.len) {
            int v = s->queue.a[--s->queue.len];
            if (s->label[s->top[v]] == LAB_S)
                scan(s, v);
        }
        if (s->nfree == 0)
            return;
        int b, kind = next_event(s, &b);
        if (kind == 1)
            return;
        if (kind == 2)
            assign_t(s, b, s->b2s[b], s->b2x[b]);
        else if (kind == 3)
            tight_ss(s, s->b3a[b], s->b3b[b]);
        else
            expand_t(s, b);
    }
}

/* ------------------------------------------------------------------ certificate */

/* Check the LP optimality conditions (Galil 1986, section 3) of the final state from the
 * original edge list: y, z >= 0; every edge has slack y_u + y_v - c + sum(z_B : u, v in B)
 * >= 0, matched edges slack 0; unmatched vertices y = 0; blossoms are odd and a blossom with
 * z > 0 holds (|B| - 1) / 2 matched edges. Returns NULL or a description of the failure. */
static const char *certify(Search *s, char *msg, size_t msglen)
{
    const int L = s->L;
    int n = s->n, nn = s->nn;
    limb *yr = (limb *)xcalloc(s, (size_t)n * L, sizeof(limb));
    limb *cz = (limb *)xcalloc(s, (size_t)nn * L, sizeof(limb));
    limb *sl = (limb *)xcalloc(s, (size_t)L, sizeof(limb));
    int *depth = (int *)xcalloc(s, (size_t)nn, sizeof(int));
    int *size = (int *)xcalloc(s, (size_t)nn, sizeof(int));
    int *inside = (int *)xcalloc(s, (size_t)nn, sizeof(int));
    char *seen = (char *)xcalloc(s, (size_t)n, 1);
    const char *err = NULL;
    int nmatched = 0, found = 0;
    for (int b = 0; b < nn; b++)
        depth[b] = -1;
    for (int v = 0; v < n && !err; v++) {
        l_copy(yr + (size_t)v * L, Y(v), L);
        l_addmul(yr + (size_t)v * L, s->clock, s->sign[v], L);
        int m = s->mate[v];
        if (m != -1 && !(m >= 0 && m < n && m != v && s->mate[m] == v))
            snprintf(msg, msglen, "mate of %d is %d, not symmetric", v, m), err = msg;
        else if (l_neg(yr + (size_t)v * L, L) || (m == -1 && !l_iszero(yr + (size_t)v * L, L)))
            snprintf(msg, msglen, "vertex %d: dual out of range (mate %d)", v, m), err = msg;
        nmatched += m >= 0;
    }
    /* blossom forest: depth, size, and cz = z summed from the node up to its root */
    for (int v = 0; v < n && !err; v++) {
        int b = v;
        s->stack.len = 0;
        while (b >= 0 && depth[b] < 0) {
            iv_push(s, &s->stack, b);
            b = s->parent[b];
        }
        int d = b < 0 ? 0 : depth[b] + 1;
        for (int chain = s->stack.len - 1; chain >= 0; chain--) {
            int node = s->stack.a[chain];
            depth[node] = d++;
            limb *c = cz + (size_t)node * L;
            l_zero(c, L);
            if (node >= n) {
                l_copy(c, ZB(node), L);
                l_addmul(c, s->clock, s->zsign[node], L);
                if (l_neg(c, L))
                    snprintf(msg, msglen, "blossom %d: negative dual", node), err = msg;
            }
            if (s->parent[node] >= 0)
                l_add(c, cz + (size_t)s->parent[node] * L, L);
        }
        for (b = v; b >= 0; b = s->parent[b])
            size[b]++;
    }
    for (int b = n; b < nn && !err; b++)
        if (depth[b] >= 0 && size[b] % 2 == 0)
            snprintf(msg, msglen, "blossom %d has %d vertices", b, size[b]), err = msg;
    for (int e = 0; e < s->m && !err; e++) {
        int u = s->eu[e], v = s->ev[e];
        l_key(sl, yr + (size_t)u * L, yr + (size_t)v * L, WT(s->ew[e]), L);
        int a = u, b = v;
        while (depth[a] > depth[b])
            a = s->parent[a];
        while (depth[b] > depth[a])
            b = s->parent[b];
        while (a != b)
            a = s->parent[a], b = s->parent[b];
        int lca = a;
        if (lca >= 0) {
            /* z of the sub-blossoms below the lowest common one do not count: cz of lca only */
            l_add(sl, cz + (size_t)lca * L, L);
        }
        if (l_neg(sl, L)) {
            snprintf(msg, msglen, "edge (%d, %d): negative slack", u, v), err = msg;
        } else if (s->mate[u] == v && !seen[u] && l_iszero(sl, L)) {
            /* a matched pair needs one tight edge (the heaviest, if parallel edges came in) */
            seen[u] = seen[v] = 1;
            found++;
            for (; lca >= 0; lca = s->parent[lca])
                inside[lca]++;
        }
    }
    if (!err && 2 * found != nmatched)
        snprintf(msg, msglen, "a matched pair has no edge of slack 0"), err = msg;
    for (int b = n; b < nn && !err; b++) {
        if (depth[b] < 0)
            continue;
        l_copy(sl, ZB(b), L);
        l_addmul(sl, s->clock, s->zsign[b], L);
        if (!l_iszero(sl, L) && 2 * inside[b] != size[b] - 1)
            snprintf(msg, msglen, "blossom %d with positive dual: %d matched edges inside", b,
                     inside[b]),
                err = msg;
    }
    free(yr);
    free(cz);
    free(sl);
    free(depth);
    free(size);
    free(inside);
    free(seen);
    return err;
}

/* ------------------------------------------------------------------ setup and teardown */

static void search_free(Search *s)
{
    free(s->eu);
    free(s->ev);
    free(s->ew);
    free(s->adj_start);
    free(s->adj_nbr);
    free(s->adj_w);
    free(s->amat);
    free(s->snbr);
    free(s->sw);
    free(s->fptr);
    free(s->uses);
    free(s->sorted);
    iv_free(&s->nonfree);
    iv_free(&s->matched);
    free(s->wtab);
    free(s->wmax);
    free(s->inf);
    free(s->mate);
    free(s->top);
    free(s->parent);
    free(s->base);
    free(s->label);
    free(s->les);
    free(s->lex);
    free(s->tree);
    free(s->sign);
    free(s->zsign);
    ivec *vecs[] = {s->childs, s->cedges, s->leaves, s->lists};
    for (int k = 0; k < 4; k++) {
        if (vecs[k])
            for (int b = 0; b < s->nn; b++)
                iv_free(&vecs[k][b]);
        free(vecs[k]);
    }
    if (s->members)
        for (int v = 0; v < s->n; v++)
            iv_free(&s->members[v]);
    free(s->members);
    free(s->haslist);
    free(s->b2dirty);
    free(s->b3dirty);
    free(s->ybase);
    free(s->zbase);
    free(s->b2k);
    free(s->b3k);
    free(s->clock);
    free(s->clock2);
    free(s->tmp);
    free(s->tmp2);
    free(s->et1);
    free(s->et2);
    free(s->b2s);
    free(s->b2x);
    free(s->b3a);
    free(s->b3b);
    ivec *scratch[] = {&s->unused, &s->queue, &s->stack, &s->stack2, &s->path1,
                       &s->path2, &s->pe1, &s->pe2, &s->touched};
    for (size_t k = 0; k < sizeof scratch / sizeof scratch[0]; k++)
        iv_free(scratch[k]);
    free(s->dmark);
    free(s->mark);
    free(s->slot);
}

#define ALLOC(field, count) (s->field = xcalloc(s, (size_t)(count), sizeof(*s->field)))

/* everything after the graph (eu, ev, ew, wtab, wmax and L, n, m are set by the caller) */
static void search_init(Search *s)
{
    int n = s->n, nn = 2 * n, L = s->L;
    s->nn = nn;
    ALLOC(adj_start, n + 1);
    ALLOC(adj_nbr, 2 * (size_t)s->m);
    ALLOC(adj_w, 2 * (size_t)s->m);
    for (int e = 0; e < s->m; e++) {
        s->adj_start[s->eu[e] + 1]++;
        s->adj_start[s->ev[e] + 1]++;
    }
    for (int v = 0; v < n; v++)
        s->adj_start[v + 1] += s->adj_start[v];
    int *fill = xcalloc(s, (size_t)n + 1, sizeof(int));
    memcpy(fill, s->adj_start, (size_t)(n + 1) * sizeof(int));
    for (int e = 0; e < s->m; e++) {
        int u = s->eu[e], v = s->ev[e];
        s->adj_nbr[fill[u]] = v;
        s->adj_w[fill[u]++] = s->ew[e];
        s->adj_nbr[fill[v]] = u;
        s->adj_w[fill[v]++] = s->ew[e];
    }
    free(fill);
    if (n <= 4096) {
        ALLOC(amat, (size_t)n * n);
        memset(s->amat, 0xff, (size_t)n * n * sizeof(int));
        for (int e = 0; e < s->m; e++) {
            int *cell = &s->amat[(size_t)s->eu[e] * n + s->ev[e]];
            if (*cell >= 0 && l_cmp(WT(*cell), WT(s->ew[e]), L) >= 0)
                continue; /* parallel edges: the heaviest stands for all */
            *cell = s->amat[(size_t)s->ev[e] * n + s->eu[e]] = s->ew[e];
        }
        ALLOC(snbr, 2 * (size_t)s->m);
        ALLOC(sw, 2 * (size_t)s->m);
        ALLOC(fptr, n);
        ALLOC(uses, n);
        ALLOC(sorted, n);
    }
    ALLOC(inf, L);
    s->inf[L - 1] = (limb)1 << 62;
    ALLOC(mate, n);
    ALLOC(top, n);
    ALLOC(parent, nn);
    ALLOC(base, nn);
    ALLOC(label, nn);
    ALLOC(les, nn);
    ALLOC(lex, nn);
    ALLOC(tree, n);
    ALLOC(sign, n);
    ALLOC(zsign, nn);
    ALLOC(childs, nn);
    ALLOC(cedges, nn);
    ALLOC(leaves, nn);
    ALLOC(lists, nn);
    ALLOC(members, n);
    ALLOC(haslist, nn);
    ALLOC(b2dirty, nn);
    ALLOC(b3dirty, nn);
    ALLOC(ybase, (size_t)n * L);
    ALLOC(zbase, (size_t)nn * L);
    ALLOC(b2k, (size_t)nn * L);
    ALLOC(b3k, (size_t)nn * L);
    ALLOC(clock, L);
    ALLOC(clock2, L);
    ALLOC(tmp, L);
    ALLOC(tmp2, L);
    ALLOC(et1, L);
    ALLOC(et2, L);
    ALLOC(b2s, nn);
    ALLOC(b2x, nn);
    ALLOC(b3a, nn);
    ALLOC(b3b, nn);
    ALLOC(dmark, n);
    ALLOC(mark, nn);
    ALLOC(slot, nn);
    for (int b = 0; b < nn; b++) {
        s->parent[b] = s->les[b] = s->lex[b] = -1;
        s->b2s[b] = s->b2x[b] = s->b3a[b] = s->b3b[b] = -1;
        s->slot[b] = -1;
        s->base[b] = b < n ? b : -1;
        s->label[b] = b < n ? LAB_S : 0;
        l_copy(K2(b), s->inf, L);
        l_copy(K3(b), s->inf, L);
    }
    for (int b = nn - 1; b >= n; b--)
        iv_push(s, &s->unused, b);
    for (int v = 0; v < n; v++) {
        s->mate[v] = -1;
        s->top[v] = v;
        s->tree[v] = v;
        s->sign[v] = -1;
        iv_push(s, &s->leaves[v], v);
        iv_push(s, &s->members[v], v);
        l_copy(Y(v), s->wmax, L);
    }
    for (int v = n - 1; v >= 0; v--)
        iv_push(s, &s->queue, v);
    s->nfree = n;
}

/* ------------------------------------------------------------------ Python binding */

static PyObject *ZERO; /* the int 0 */

/* Python ints as limbs. CPython 3.11 exposes its digit array (30 or 15 bits per digit) in
 * the public headers; other versions go through the byte-array conversion. */
#if PY_VERSION_HEX >= 0x030B0000 && PY_VERSION_HEX < 0x030C0000
#define FAST_DIGITS 1
#else
#define FAST_DIGITS 0
#endif

/* sign of an exact int: -1, 0 or 1; -2 on error */
static int int_sign(PyObject *w)
{
#if FAST_DIGITS
    Py_ssize_t size = Py_SIZE(w);
    return size < 0 ? -1 : (size > 0);
#else
    int gt = PyObject_RichCompareBool(w, ZERO, Py_GT);
    if (gt)
        return gt < 0 ? -2 : 1;
    int lt = PyObject_RichCompareBool(w, ZERO, Py_LT);
    return lt < 0 ? -2 : -lt;
#endif
}

/* bit length of a positive int, or -1 on error */
static long int_bits(PyObject *w)
{
#if FAST_DIGITS
    Py_ssize_t nd = Py_SIZE(w);
    digit top = ((PyLongObject *)w)->ob_digit[nd - 1];
    long bits = (long)(nd - 1) * PyLong_SHIFT;
    while (top) {
        bits++;
        top >>= 1;
    }
    return bits;
#else
    PyObject *bl = PyObject_CallMethod(w, "bit_length", NULL);
    if (!bl)
        return -1;
    long bits = PyLong_AsLong(bl);
    Py_DECREF(bl);
    return bits;
#endif
}

/* little-endian limbs from a positive int that fits in L limbs */
static int int_to_limbs(PyObject *w, limb *out, int L, unsigned char *buf)
{
#if FAST_DIGITS
    (void)buf;
    Py_ssize_t nd = Py_SIZE(w);
    const digit *dg = ((PyLongObject *)w)->ob_digit;
    limb cur = 0;
    int nb = 0, li = 0;
    memset(out, 0, (size_t)L * sizeof(limb));
    for (Py_ssize_t i = 0; i < nd; i++) {
        limb d = dg[i];
        cur |= d << nb;
        nb += PyLong_SHIFT;
        if (nb >= 64) {
            out[li++] = cur;
            nb -= 64;
            cur = nb ? d >> (PyLong_SHIFT - nb) : 0;
        }
    }
    if (nb && li < L)
        out[li] = cur;
    return 0;
#else
    size_t nbytes = (size_t)L * 8;
#if PY_VERSION_HEX >= 0x030D0000
    Py_ssize_t got = PyLong_AsNativeBytes(
        w, buf, (Py_ssize_t)nbytes,
        Py_ASNATIVEBYTES_LITTLE_ENDIAN | Py_ASNATIVEBYTES_UNSIGNED_BUFFER);
    if (got < 0)
        return -1;
#else
    if (_PyLong_AsByteArray((PyLongObject *)w, buf, nbytes, 1, 0) < 0)
        return -1;
#endif
    for (int i = 0; i < L; i++) {
        limb x = 0;
        for (int k = 7; k >= 0; k--)
            x = (x << 8) | buf[8 * i + k];
        out[i] = x;
    }
    return 0;
#endif
}

static PyObject *limbs_to_int(const limb *a, int L)
{
    PyObject *bytes = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)L * 8);
    if (!bytes)
        return NULL;
    unsigned char *p = (unsigned char *)PyBytes_AS_STRING(bytes);
    for (int i = 0; i < L; i++)
        for (int k = 0; k < 8; k++)
            p[8 * i + k] = (unsigned char)(a[i] >> (8 * k));
    PyObject *res = PyObject_CallMethod((PyObject *)&PyLong_Type, "from_bytes", "Os", bytes,
                                        "little");
    Py_DECREF(bytes);
    if (!res)
        return NULL;
    /* from_bytes read it unsigned: subtract 2**(64 L) when the top bit is set */
    if ((int64_t)a[L - 1] < 0) {
        PyObject *one = PyLong_FromLong(1), *sh = PyLong_FromLong(64L * L);
        PyObject *big = one && sh ? PyNumber_Lshift(one, sh) : NULL;
        PyObject *neg = big ? PyNumber_Subtract(res, big) : NULL;
        Py_XDECREF(one);
        Py_XDECREF(sh);
        Py_XDECREF(big);
        Py_DECREF(res);
        res = neg;
    }
    return res;
}

/* Distinct weight objects (by identity: hashing a 3000-bit int costs more than converting it),
 * each holding a reference, in an open-addressing table. */
typedef struct {
    PyObject **keys; /* table */
    int *vals;
    size_t mask;
    PyObject **objs; /* by index */
    int count;
} WeightIds;

static void wids_free(WeightIds *t)
{
    for (int i = 0; i < t->count; i++)
        Py_DECREF(t->objs[i]);
    free(t->keys);
    free(t->vals);
    free(t->objs);
}

static int wids_init(WeightIds *t, size_t m)
{
    size_t cap = 16;
    while (cap < 2 * m)
        cap *= 2;
    t->keys = calloc(cap, sizeof(PyObject *));
    t->vals = calloc(cap, sizeof(int));
    t->objs = calloc(m + 1, sizeof(PyObject *));
    t->mask = cap - 1;
    t->count = 0;
    if (!t->keys || !t->vals || !t->objs) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

static int wids_get(WeightIds *t, PyObject *w)
{
    /* objects allocated one after the other land in nearby slots: the probes then walk the
     * table almost in order instead of missing the cache on every edge */
    size_t h = (size_t)(uintptr_t)w >> 4;
    for (size_t i = h & t->mask;; i = (i + 1) & t->mask) {
        if (t->keys[i] == w)
            return t->vals[i];
        if (!t->keys[i]) {
            Py_INCREF(w);
            t->keys[i] = w;
            t->objs[t->count] = w;
            return t->vals[i] = t->count++;
        }
    }
}

/* Read (u, v, w) triples: validate, drop weight 0, number the weight objects. */
static int read_edges(Search *s, PyObject *edges, WeightIds *ids, long *maxbits)
{
    PyObject *seq = PySequence_Fast(edges, "matching: edges must be a sequence");
    if (!seq)
        return -1;
    Py_ssize_t m0 = PySequence_Fast_GET_SIZE(seq);
    PyObject **items = PySequence_Fast_ITEMS(seq);
    int n = s->n, m = 0;
    *maxbits = 0;
    s->eu = malloc(((size_t)m0 + 1) * sizeof(int));
    s->ev = malloc(((size_t)m0 + 1) * sizeof(int));
    s->ew = malloc(((size_t)m0 + 1) * sizeof(int));
    if (!s->eu || !s->ev || !s->ew) {
        PyErr_NoMemory();
        goto fail;
    }
    if (wids_init(ids, (size_t)m0) < 0)
        goto fail;
    for (Py_ssize_t i = 0; i < m0; i++) {
        PyObject *it = items[i], *tri = NULL;
        if (!PyTuple_CheckExact(it) || PyTuple_GET_SIZE(it) != 3) {
            tri = PySequence_Tuple(it);
            if (!tri || PyTuple_GET_SIZE(tri) != 3) {
                Py_XDECREF(tri);
                if (!PyErr_Occurred())
                    PyErr_Format(PyExc_ValueError, "matching: edge %R is not (u, v, w)", it);
                goto fail;
            }
            it = tri;
        }
        long u = PyLong_AsLong(PyTuple_GET_ITEM(it, 0));
        long v = u == -1 && PyErr_Occurred() ? -1 : PyLong_AsLong(PyTuple_GET_ITEM(it, 1));
        PyObject *w = PyTuple_GET_ITEM(it, 2);
        int sign = 0, bad = PyErr_Occurred() != NULL;
        if (!bad && !PyLong_CheckExact(w))
            bad = 1, PyErr_Format(PyExc_TypeError,
                                  "matching: edge (%ld, %ld): weight must be an int, found %R", u,
                                  v, w);
        else if (!bad && !(u >= 0 && u < n && v >= 0 && v < n))
            bad = 1, PyErr_Format(PyExc_ValueError,
                                  "matching: edge (%ld, %ld): vertex outside 0..%d", u, v, n - 1);
        else if (!bad && u == v)
            bad = 1, PyErr_Format(PyExc_ValueError, "matching: edge (%ld, %ld): loop", u, v);
        else if (!bad && (sign = int_sign(w)) == -2)
            bad = 1;
        else if (!bad && sign < 0)
            bad = 1, PyErr_Format(PyExc_ValueError,
                                  "matching: edge (%ld, %ld): negative weight %R", u, v, w);
        if (!bad && sign > 0) {
            int before = ids->count, idx = wids_get(ids, w);
            if (idx == before) {
                long bits = int_bits(w);
                if (bits < 0)
                    bad = 1;
                else if (bits > *maxbits)
                    *maxbits = bits;
            }
            s->eu[m] = (int)u;
            s->ev[m] = (int)v;
            s->ew[m] = idx;
            m++;
        }
        Py_XDECREF(tri);
        if (bad)
            goto fail;
    }
    Py_DECREF(seq);
    s->m = m;
    return 0;
fail:
    Py_DECREF(seq);
    return -1;
}

/* Build the edges from vertex classes: the weight of (u, v), u < v, is table[cls[u] * k +
 * cls[v]] (0: no edge), except the pairs listed in forbid (flat u0, v0, u1, v1, ...); with
 * side (bytes, one per vertex) only the pairs with side[u] = 1 and side[v] = 0. The
 * engines' criteria depend on a few properties of each player, so k is small while the
 * graph is dense: no Python object per edge. */
static int read_classes(Search *s, PyObject *cls, PyObject *table, PyObject *forbid,
                        PyObject *side, PyObject *extra, WeightIds *ids, long *maxbits)
{
    int n = s->n, rc = -1;
    int *cl = NULL, *wid = NULL, *fstart = NULL, *fnbr = NULL, *stamp = NULL;
    PyObject *cseq = PySequence_Fast(cls, "matching: classes must be a sequence");
    PyObject *tseq = cseq ? PySequence_Fast(table, "matching: table must be a sequence") : NULL;
    PyObject *fseq = tseq ? PySequence_Fast(forbid, "matching: forbid must be a sequence") : NULL;
    PyObject *xseq = fseq ? PySequence_Fast(extra, "matching: extra must be a sequence") : NULL;
    Py_buffer sb = {0};
    int has_side = side != Py_None;
    if (!xseq)
        goto done;
    if (has_side && PyObject_GetBuffer(side, &sb, PyBUF_SIMPLE) < 0)
        goto done;
    if (PySequence_Fast_GET_SIZE(cseq) != n || (has_side && sb.len != n)) {
        PyErr_SetString(PyExc_ValueError, "matching: one class (and side) per vertex");
        goto done;
    }
    Py_ssize_t tk = PySequence_Fast_GET_SIZE(tseq);
    int k = 0;
    while ((Py_ssize_t)(k + 1) * (k + 1) <= tk)
        k++;
    if ((Py_ssize_t)k * k != tk) {
        PyErr_SetString(PyExc_ValueError, "matching: the table must hold k * k weights");
        goto done;
    }
    cl = malloc(((size_t)n + 1) * sizeof(int));
    wid = malloc(((size_t)tk + 1) * sizeof(int));
    stamp = calloc((size_t)n + 1, sizeof(int));
    fstart = calloc((size_t)n + 2, sizeof(int));
    Py_ssize_t nf = PySequence_Fast_GET_SIZE(fseq);
    fnbr = malloc(((size_t)nf + 1) * sizeof(int));
    if (!cl || !wid || !stamp || !fstart || !fnbr) {
        PyErr_NoMemory();
        goto done;
    }
    for (int v = 0; v < n; v++) {
        long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(cseq, v));
        if (c == -1 && PyErr_Occurred())
            goto done;
        if (c < 0 || c >= k) {
            PyErr_Format(PyExc_ValueError, "matching: vertex %d: class %ld outside 0..%d", v, c,
                         k - 1);
            goto done;
        }
        cl[v] = (int)c;
    }
    Py_ssize_t nx = PySequence_Fast_GET_SIZE(xseq);
    if (wids_init(ids, (size_t)(tk + nx)) < 0)
        goto done;
    *maxbits = 0;
    for (Py_ssize_t i = 0; i < tk; i++) {
        PyObject *w = PySequence_Fast_GET_ITEM(tseq, i);
        if (!PyLong_CheckExact(w)) {
            PyErr_Format(PyExc_TypeError, "matching: table weight must be an int, found %R", w);
            goto done;
        }
        int sign = int_sign(w);
        if (sign == -2)
            goto done;
        if (sign < 0) {
            PyErr_Format(PyExc_ValueError, "matching: negative weight %R", w);
            goto done;
        }
        wid[i] = -1;
        if (sign > 0) {
            int before = ids->count;
            wid[i] = wids_get(ids, w);
            if (wid[i] == before) {
                long bits = int_bits(w);
                if (bits < 0)
                    goto done;
                if (bits > *maxbits)
                    *maxbits = bits;
            }
        }
    }
    /* forbidden pairs as lists of larger partners (CSR by the smaller vertex) */
    if (nf % 2) {
        PyErr_SetString(PyExc_ValueError, "matching: forbid must list pairs");
        goto done;
    }
    for (Py_ssize_t i = 0; i < nf; i += 2) {
        long a = PyLong_AsLong(PySequence_Fast_GET_ITEM(fseq, i));
        long b = PyLong_AsLong(PySequence_Fast_GET_ITEM(fseq, i + 1));
        if (PyErr_Occurred())
            goto done;
        if (a < 0 || a >= n || b < 0 || b >= n) {
            PyErr_Format(PyExc_ValueError, "matching: forbidden pair (%ld, %ld) outside 0..%d",
                         a, b, n - 1);
            goto done;
        }
        fstart[(a < b ? a : b) + 1]++;
    }
    for (int v = 0; v < n; v++)
        fstart[v + 1] += fstart[v];
    for (Py_ssize_t i = 0; i < nf; i += 2) {
        long a = PyLong_AsLong(PySequence_Fast_GET_ITEM(fseq, i));
        long b = PyLong_AsLong(PySequence_Fast_GET_ITEM(fseq, i + 1));
        long lo = a < b ? a : b, hi = a < b ? b : a;
        fnbr[fstart[lo] + stamp[lo]++] = (int)hi;
    }
    memset(stamp, 0, ((size_t)n + 1) * sizeof(int));
    /* count, then fill */
    const unsigned char *sd = has_side ? (const unsigned char *)sb.buf : NULL;
    size_t m = 0;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            m += (size_t)nx;
            if (m >= (size_t)1 << 31) {
                PyErr_SetString(PyExc_OverflowError, "matching: more than 2**31 edges");
                goto done;
            }
            s->eu = malloc((m + 1) * sizeof(int));
            s->ev = malloc((m + 1) * sizeof(int));
            s->ew = malloc((m + 1) * sizeof(int));
            if (!s->eu || !s->ev || !s->ew) {
                PyErr_NoMemory();
                goto done;
            }
            m = 0;
        }
        for (int u = 0; u < n; u++) {
            if (sd && !sd[u])
                continue;
            for (int f = fstart[u]; f < fstart[u + 1]; f++)
                stamp[fnbr[f]] = u + 1;
            const int *row = wid + (size_t)cl[u] * k;
            for (int v = u + 1; v < n; v++) {
                int w = row[cl[v]];
                if (w < 0 || stamp[v] == u + 1 || (sd && sd[v]))
                    continue;
                if (pass == 1) {
                    s->eu[m] = u;
                    s->ev[m] = v;
                    s->ew[m] = w;
                }
                m++;
            }
        }
    }
    /* the extra edges, (u, v, w) triples, after the class edges */
    for (Py_ssize_t i = 0; i < nx; i++) {
        PyObject *it = PySequence_Fast_GET_ITEM(xseq, i);
        if (!PyTuple_CheckExact(it) || PyTuple_GET_SIZE(it) != 3) {
            PyErr_Format(PyExc_ValueError, "matching: extra edge %R is not (u, v, w)", it);
            goto done;
        }
        long u = PyLong_AsLong(PyTuple_GET_ITEM(it, 0));
        long v = PyLong_AsLong(PyTuple_GET_ITEM(it, 1));
        PyObject *w = PyTuple_GET_ITEM(it, 2);
        if (PyErr_Occurred())
            goto done;
        if (!PyLong_CheckExact(w)) {
            PyErr_Format(PyExc_TypeError, "matching: extra edge weight must be an int, found %R",
                         w);
            goto done;
        }
        if (u < 0 || u >= n || v < 0 || v >= n || u == v) {
            PyErr_Format(PyExc_ValueError, "matching: extra edge (%ld, %ld): bad vertex", u, v);
            goto done;
        }
        int sign = int_sign(w);
        if (sign == -2)
            goto done;
        if (sign < 0) {
            PyErr_Format(PyExc_ValueError, "matching: negative weight %R", w);
            goto done;
        }
        if (sign == 0)
            continue;
        int before = ids->count, idx = wids_get(ids, w);
        if (idx == before) {
            long bits = int_bits(w);
            if (bits < 0)
                goto done;
            if (bits > *maxbits)
                *maxbits = bits;
        }
        s->eu[m] = (int)u;
        s->ev[m] = (int)v;
        s->ew[m] = idx;
        m++;
    }
    s->m = (int)m;
    rc = 0;
done:
    if (sb.obj)
        PyBuffer_Release(&sb);
    Py_XDECREF(xseq);
    Py_XDECREF(cseq);
    Py_XDECREF(tseq);
    Py_XDECREF(fseq);
    free(cl);
    free(wid);
    free(stamp);
    free(fstart);
    free(fnbr);
    return rc;
}

/* Memory for the weight table. It is read in random order, so on Linux ask for huge pages:
 * with 4 KiB pages most reads would also miss the TLB. */
static limb *alloc_table(size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const size_t huge = (size_t)2 << 20;
    if (bytes >= 4 * huge) {
        void *p = NULL;
        if (posix_memalign(&p, huge, bytes) != 0)
            return NULL;
        madvise(p, bytes, MADV_HUGEPAGE);
        return (limb *)p; /* filled completely by convert_weights */
    }
#endif
    return (limb *)malloc(bytes ? bytes : 1);
}

/* the weights as doubled limb arrays; L from the largest bit length */
static int convert_weights(Search *s, WeightIds *ids, long maxbits)
{
    if (maxbits > (1L << 24)) {
        PyErr_SetString(PyExc_OverflowError, "matching: weights above 2**16777216");
        return -1;
    }
    /* |keys| <= 6 wmax + 2 and inf = 2**(64 L - 2): 8 spare bits are plenty */
    int L = (int)((maxbits + 72) / 64);
    s->L = L;
    s->wtab = alloc_table((size_t)(ids->count ? ids->count : 1) * L * sizeof(limb));
    s->wmax = calloc((size_t)L, sizeof(limb));
    unsigned char *buf = malloc((size_t)L * 8);
    if (!s->wtab || !s->wmax || !buf) {
        free(buf);
        PyErr_NoMemory();
        return -1;
    }
    for (int i = 0; i < ids->count; i++) {
        limb *w = s->wtab + (size_t)i * L;
        if (int_to_limbs(ids->objs[i], w, L, buf) < 0) {
            free(buf);
            return -1;
        }
        if (l_lt(s->wmax, w, L))
            l_copy(s->wmax, w, L);
    }
    for (int i = 0; i < ids->count; i++) {
        limb *w = s->wtab + (size_t)i * L;
        l_add(w, w, L); /* c = 2 w */
    }
    free(buf);
    return 0;
}

static PyObject *list_of_ints(const int *a, int n)
{
    PyObject *lst = PyList_New(n);
    if (!lst)
        return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *x = PyLong_FromLong(a[i]);
        if (!x) {
            Py_DECREF(lst);
            return NULL;
        }
        PyList_SET_ITEM(lst, i, x);
    }
    return lst;
}

/* (y, z) as lists of Python ints: real duals for doubled weights */
static PyObject *duals(Search *s)
{
    const int L = s->L;
    limb *t = s->tmp;
    PyObject *y = PyList_New(s->n), *z = PyList_New(s->nn);
    if (!y || !z)
        goto fail;
    for (int v = 0; v < s->n; v++) {
        l_copy(t, Y(v), L);
        l_addmul(t, s->clock, s->sign[v], L);
        PyObject *x = limbs_to_int(t, L);
        if (!x)
            goto fail;
        PyList_SET_ITEM(y, v, x);
    }
    for (int b = 0; b < s->nn; b++) {
        l_zero(t, L);
        if (b >= s->n) {
            l_copy(t, ZB(b), L);
            l_addmul(t, s->clock, s->zsign[b], L);
        }
        PyObject *x = limbs_to_int(t, L);
        if (!x)
            goto fail;
        PyList_SET_ITEM(z, b, x);
    }
    return Py_BuildValue("(NN)", y, z);
fail:
    Py_XDECREF(y);
    Py_XDECREF(z);
    return NULL;
}

/* Tight edges (y_u + y_v == 2 w) of a graph without blossoms, as CSR bytes (start: n + 1
 * int32, nbr: int32) from each edge's first vertex, in edge order. */
static PyObject *tight_edges(Search *s)
{
    const int L = s->L, n = s->n;
    limb *yv = malloc(((size_t)n + 1) * L * sizeof(limb));
    int *start = calloc((size_t)n + 1, sizeof(int)), *nbr = NULL;
    PyObject *res = NULL;
    size_t cnt = 0;
    if (!yv || !start)
        goto done;
    for (int v = 0; v < n; v++) {
        l_copy(yv + (size_t)v * L, Y(v), L);
        l_addmul(yv + (size_t)v * L, s->clock, s->sign[v], L);
    }
    nbr = malloc(((size_t)s->m + 1) * sizeof(int));
    if (!nbr)
        goto done;
    for (int e = 0; e < s->m; e++) {
        int u = s->eu[e], v = s->ev[e];
        l_key(s->tmp, yv + (size_t)u * L, yv + (size_t)v * L, WT(s->ew[e]), L);
        if (l_iszero(s->tmp, L)) {
            nbr[cnt++] = v;
            start[u + 1]++;
        }
    }
    for (int v = 0; v < n; v++)
        start[v + 1] += start[v];
    res = Py_BuildValue("(y#y#)", (const char *)start, (Py_ssize_t)((size_t)(n + 1) * sizeof(int)),
                        (const char *)nbr, (Py_ssize_t)(cnt * sizeof(int)));
done:
    if (!res && !PyErr_Occurred())
        PyErr_NoMemory();
    free(yv);
    free(start);
    free(nbr);
    return res;
}

/* mode 0: solve, 1: solve_full, 2: solve_classes */
static PyObject *do_solve(PyObject *args, int mode)
{
    Py_ssize_t n;
    PyObject *edges = NULL, *result = NULL, *cls = NULL, *table = NULL, *forbid = NULL,
             *side = Py_None, *extra = NULL;
    int check = 1, sort_after = SORT_AFTER, full = mode != 0;
    int ok = mode == 2 ? PyArg_ParseTuple(args, "nOOO|OpO", &n, &cls, &table, &forbid, &side,
                                          &check, &extra)
                       : PyArg_ParseTuple(args, full ? "nO|pi" : "nO|p", &n, &edges, &check,
                                          &sort_after);
    if (!ok)
        return NULL;
    if (n < 0 || n > (1 << 28)) {
        PyErr_Format(PyExc_ValueError, "matching: vertex count %zd out of range", n);
        return NULL;
    }
    Search *s = calloc(1, sizeof(Search));
    WeightIds ids = {NULL, NULL, 0, NULL, 0};
    long maxbits = 0;
    if (!s) {
        PyErr_NoMemory();
        goto done;
    }
    s->n = (int)n;
    s->sort_after = sort_after;
    PyObject *noextra = extra ? NULL : PyTuple_New(0);
    int rc = mode == 2 ? read_classes(s, cls, table, forbid, side, extra ? extra : noextra, &ids,
                                      &maxbits)
                       : read_edges(s, edges, &ids, &maxbits);
    Py_XDECREF(noextra);
    rc = rc < 0 ? rc : convert_weights(s, &ids, maxbits);
    wids_free(&ids);
    if (rc < 0)
        goto done;
    /* the search touches no Python object: other threads may run meanwhile */
    PyThreadState *volatile released = NULL;
    if (setjmp(s->fail)) {
        if (released)
            PyEval_RestoreThread(released);
        PyErr_NoMemory();
        goto done;
    }
    char msg[200];
    released = PyEval_SaveThread();
    search_init(s);
    run(s);
    const char *err = check ? certify(s, msg, sizeof msg) : NULL;
    PyEval_RestoreThread(released);
    released = NULL;
    PyObject *errobj = err ? PyUnicode_FromString(err) : Py_NewRef(Py_None);
    PyObject *mate = list_of_ints(s->mate, s->n);
    if (!full) {
        result = errobj && mate ? Py_BuildValue("(NN)", mate, errobj) : NULL;
    } else {
        PyObject *d = duals(s), *parent = list_of_ints(s->parent, s->nn);
        PyObject *tight = mode == 2 && side != Py_None ? tight_edges(s) : Py_NewRef(Py_None);
        result = errobj && mate && d && parent && tight
                     ? Py_BuildValue("(NOON)", mate, PyTuple_GET_ITEM(d, 0),
                                     PyTuple_GET_ITEM(d, 1), parent)
                     : NULL;
        if (result) {
            PyObject *r2 = mode == 2 ? Py_BuildValue("(ONN)", result, errobj, tight)
                                     : Py_BuildValue("(ON)", result, errobj);
            if (mode != 2)
                Py_DECREF(tight);
            Py_DECREF(result);
            result = r2;
        } else {
            Py_XDECREF(tight);
        }
        Py_XDECREF(d);
        if (!result)
            Py_XDECREF(parent);
    }
    if (!result) {
        Py_XDECREF(errobj);
        Py_XDECREF(mate);
    }
done:
    if (s) {
        search_free(s);
        free(s);
    }
    return result;
}

static PyObject *py_solve(PyObject *self, PyObject *args)
{
    (void)self;
    return do_solve(args, 0);
}

static PyObject *py_solve_full(PyObject *self, PyObject *args)
{
    (void)self;
    return do_solve(args, 1);
}

static PyObject *py_solve_classes(PyObject *self, PyObject *args)
{
    (void)self;
    return do_solve(args, 2);
}

static PyMethodDef methods[] = {
    {"solve", py_solve, METH_VARARGS,
     "solve(n, edges, check=True) -> (mate, error)\n\n"
     "Maximum-weight matching; error is None or why the dual certificate failed."},
    {"solve_full", py_solve_full, METH_VARARGS,
     "solve_full(n, edges, check=True, sort_after=8) -> ((mate, y, z, parent), error)\n\n"
     "Like solve, and also the duals for doubled weights and the blossom forest.\n"
     "sort_after (for tests): best2 calls on a vertex before its adjacency is sorted."},
    {"solve_classes", py_solve_classes, METH_VARARGS,
     "solve_classes(n, cls, table, forbid, side=None, check=True, extra=())\n"
     "    -> ((mate, y, z, parent), error, tight)\n\n"
     "Like solve_full on the graph whose edge (u, v), u < v, weighs table[cls[u] * k + cls[v]]\n"
     "(0: no edge), without the pairs in forbid (flat u0, v0, u1, v1, ...); with side (bytes,\n"
     "one per vertex) only pairs with side[u] = 1 and side[v] = 0, and then tight is\n"
     "(start, nbr), the tight edges as CSR int32 bytes by first vertex; else None.\n"
     "extra: more (u, v, w) edges, which must not repeat a class edge."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef moduledef = {
    PyModuleDef_HEAD_INIT, "_matching_c",
    "Maximum-weight matching (Edmonds/Galil blossom algorithm) with multi-limb integers.", -1,
    methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__matching_c(void)
{
    ZERO = PyLong_FromLong(0);
    if (!ZERO)
        return NULL;
    return PyModule_Create(&moduledef);
}
