// ES256 on P-256 with libcrypto's arithmetic only (its EC_GROUP, EC_POINT and BIGNUM functions and its SHA-256), never
// its providers, engines or configuration: a cold `kiosk sandbox buy` spent more on setting those up (the provider
// tables at the first EVP call, the configuration file at the first EC_KEY) than on the ECDSA itself
// (docs/performance.md).
#include "shim.h"

#include <pthread.h>
#include <sys/random.h>

#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

static EC_GROUP *p256;
static pthread_once_t p256_once = PTHREAD_ONCE_INIT;

static void make_p256(void) {
    p256 = EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1);
}

const EC_GROUP *kiosk_p256_group(void) {
    pthread_once(&p256_once, make_p256);
    return p256;
}

void kiosk_sha256(const void *bytes, size_t length, unsigned char digest[32]) {
    SHA256_CTX context;
    SHA256_Init(&context);
    SHA256_Update(&context, bytes, length);
    SHA256_Final(digest, &context);
}

/// Empties libcrypto's error queue after a call that failed (a call that succeeded left nothing there): its first use
/// sets up the error state, about a million instructions, which a buy that fails nothing never needs.
static void clear_errors_unless(int succeeded) {
    if (!succeeded) ERR_clear_error();
}

/// Whether `number` is within [1, n-1] for P-256's order n.
static int is_scalar(const BIGNUM *number, const EC_GROUP *group) {
    return !BN_is_zero(number) && !BN_is_negative(number) && BN_cmp(number, EC_GROUP_get0_order(group)) < 0;
}

int kiosk_p256_public_point(const unsigned char scalar[32], unsigned char point[65]) {
    const EC_GROUP *group = kiosk_p256_group();
    BN_CTX *context = BN_CTX_new();
    EC_POINT *made = group != NULL ? EC_POINT_new(group) : NULL;
    int ok = 0;
    if (context != NULL && made != NULL) {
        BN_CTX_start(context);
        BIGNUM *d = BN_CTX_get(context);
        if (d != NULL && BN_bin2bn(scalar, 32, d) != NULL) {
            BN_set_flags(d, BN_FLG_CONSTTIME);
            ok = is_scalar(d, group) && EC_POINT_mul(group, made, d, NULL, NULL, context) == 1
                && EC_POINT_point2oct(group, made, POINT_CONVERSION_UNCOMPRESSED, point, 65, context) == 65;
        }
        BN_CTX_end(context);
    }
    EC_POINT_free(made);
    BN_CTX_free(context);
    clear_errors_unless(ok);
    return ok;
}

/// Nonces made ahead: each a secret k's r = x(k*G) mod n and k^-1 mod n, used once. Finding k^-1 in constant time
/// costs twice the multiplication k*G, so nonces are made in batches whose inverses are found together (one inversion
/// and three multiplications each). A signature that finds the pool empty makes a batch as large as the signatures
/// made so far, up to `NONCE_BATCH`, so a process that signs once makes one. From a process's second signature on, a
/// thread of its own (the maker) keeps the pool holding at least a batch, so a process that signs on and on (a run of
/// purchases, `kiosk serve`) finds its nonces made while it did other work: about two thirds of a signature's
/// instructions leave its path.
#define NONCE_BATCH 16
/// The most nonces the pool holds: the maker adds a batch while less than one is left.
#define NONCE_POOL (2 * NONCE_BATCH)

static struct {
    pthread_mutex_t lock;
    /// Signalled when the pool holds less than a batch (the maker waits on it).
    pthread_cond_t running_low;
    /// Broadcast when the maker stops working on a batch (the exit handler waits on it).
    pthread_cond_t maker_idle;
    BIGNUM *inverse[NONCE_POOL];
    BIGNUM *r[NONCE_POOL];
    int count;
    long signed_so_far;
    /// Whether this process has a maker thread, whether it is making a batch now, and whether it must make no more.
    int maker_started, maker_busy, stopping;
    /// How many nonces the maker has put in the pool (`kiosk_p256_nonces_made_ahead`).
    long made_ahead;
} nonces = {.lock = PTHREAD_MUTEX_INITIALIZER, .running_low = PTHREAD_COND_INITIALIZER, .maker_idle = PTHREAD_COND_INITIALIZER};

static pthread_once_t nonces_once = PTHREAD_ONCE_INIT;

/// A child process made by fork must never sign with its parent's nonces: the same k for two messages gives the key
/// away. It has no maker either (fork copies only the calling thread); its next signatures start one of its own.
static void forget_nonces_in_child(void) {
    for (int i = 0; i < nonces.count; i++) BN_clear(nonces.inverse[i]);
    nonces.count = 0;
    nonces.maker_started = nonces.maker_busy = nonces.stopping = 0;
    pthread_mutex_init(&nonces.lock, NULL);
    pthread_cond_init(&nonces.running_low, NULL);
    pthread_cond_init(&nonces.maker_idle, NULL);
}

static void prepare_nonces(void) {
    pthread_atfork(NULL, NULL, forget_nonces_in_child);
}

/// Makes `wanted` new nonces into `inverses` and `rs` (each slot's number made there when missing); 1 when made.
static int make_nonces(const EC_GROUP *group, int wanted, BN_CTX *context, BIGNUM **inverses, BIGNUM **rs) {
    const BIGNUM *order = EC_GROUP_get0_order(group);
    EC_POINT *points[NONCE_BATCH] = {0};
    BIGNUM *k[NONCE_BATCH] = {0};
    int ok = 1;
    BN_CTX_start(context);
    BIGNUM *x = BN_CTX_get(context), *z = BN_CTX_get(context), *product = BN_CTX_get(context), *inverse = BN_CTX_get(context);
    ok = inverse != NULL;
    for (int i = 0; ok && i < wanted; i++) {
        // Each slot's numbers are made once, each apart: a pool whose r failed to be made after its inverse was must
        // make r again, not go on without it.
        if ((inverses[i] == NULL && (inverses[i] = BN_new()) == NULL)
            || (rs[i] == NULL && (rs[i] = BN_new()) == NULL)) {
            ok = 0;
            break;
        }
        ok = (k[i] = BN_CTX_get(context)) != NULL && (points[i] = EC_POINT_new(group)) != NULL;
        if (ok) BN_set_flags(k[i], BN_FLG_CONSTTIME);
        // k within [1, n-1], drawn from the operating system.
        int drawn = 0;
        for (int tries = 0; ok && !drawn && tries < 64; tries++) {
            unsigned char random[32];
            if (getrandom(random, sizeof random, 0) != (ssize_t)sizeof random) break;
            ok = BN_bin2bn(random, 32, k[i]) != NULL;
            OPENSSL_cleanse(random, sizeof random);
            drawn = ok && is_scalar(k[i], group);
        }
        ok = ok && drawn && EC_POINT_mul(group, points[i], k[i], NULL, NULL, context) == 1;
    }
    // The points made affine together (one field inversion; their Z is then 1, and X is x, read without the inversion
    // EC_POINT_get_affine_coordinates does), then r = x mod n, which must not be 0.
    ok = ok && EC_POINTs_make_affine(group, wanted, points, context) == 1;
    for (int i = 0; ok && i < wanted; i++) {
        ok = EC_POINT_get_Jprojective_coordinates_GFp(group, points[i], x, NULL, z, context) == 1
            && (BN_is_one(z) || EC_POINT_get_affine_coordinates(group, points[i], x, NULL, context) == 1)
            && BN_nnmod(rs[i], x, order, context) == 1 && !BN_is_zero(rs[i]);
    }
    // The inverses together: inverse[i] holds the product of k[0..i-1]; the whole product is inverted once (in
    // constant time), then each k^-1 is peeled off from the last.
    ok = ok && BN_one(product);
    for (int i = 0; ok && i < wanted; i++) {
        ok = BN_copy(inverses[i], product) != NULL && BN_mod_mul(product, product, k[i], order, context) == 1;
    }
    if (ok) BN_set_flags(product, BN_FLG_CONSTTIME);
    ok = ok && BN_mod_inverse(inverse, product, order, context) != NULL;
    for (int i = wanted - 1; ok && i >= 0; i--) {
        ok = BN_mod_mul(inverses[i], inverses[i], inverse, order, context) == 1
            && BN_mod_mul(inverse, inverse, k[i], order, context) == 1;
    }
    for (int i = 0; i < wanted; i++) {
        if (k[i] != NULL) BN_clear(k[i]);
        EC_POINT_free(points[i]);
    }
    BN_clear(product);
    BN_clear(inverse);
    BN_CTX_end(context);
    return ok;
}

/// The maker: while the pool holds less than a batch, makes one (without the lock) and puts it in; waits otherwise.
/// It stops when the process exits (`stop_maker`), or when a batch cannot be made (signatures then make their own).
static void *make_nonces_ahead(void *unused) {
    (void)unused;
    BIGNUM *inverses[NONCE_BATCH] = {0}, *rs[NONCE_BATCH] = {0};
    const EC_GROUP *group = kiosk_p256_group();
    BN_CTX *context = BN_CTX_new();
    pthread_mutex_lock(&nonces.lock);
    while (!nonces.stopping) {
        if (nonces.count >= NONCE_BATCH) {
            pthread_cond_wait(&nonces.running_low, &nonces.lock);
            continue;
        }
        nonces.maker_busy = 1;
        pthread_mutex_unlock(&nonces.lock);
        int made = group != NULL && context != NULL && make_nonces(group, NONCE_BATCH, context, inverses, rs);
        pthread_mutex_lock(&nonces.lock);
        // The batch's numbers change places with the pool's free slots (whose numbers, cleared or never made, the next
        // batch makes again), so putting them in copies and allocates nothing.
        for (int i = 0; made && i < NONCE_BATCH && nonces.count < NONCE_POOL; i++) {
            int slot = nonces.count++;
            BIGNUM *inverse = nonces.inverse[slot], *r = nonces.r[slot];
            nonces.inverse[slot] = inverses[i];
            nonces.r[slot] = rs[i];
            inverses[i] = inverse;
            rs[i] = r;
            nonces.made_ahead++;
        }
        for (int i = 0; i < NONCE_BATCH; i++) {
            if (inverses[i] != NULL) BN_clear(inverses[i]);
        }
        nonces.maker_busy = 0;
        pthread_cond_broadcast(&nonces.maker_idle);
        if (!made) break;
    }
    int exiting = nonces.stopping;
    pthread_mutex_unlock(&nonces.lock);
    // At exit nothing more is done: libcrypto may be tearing itself down.
    if (exiting) return NULL;
    for (int i = 0; i < NONCE_BATCH; i++) {
        BN_clear_free(inverses[i]);
        BN_free(rs[i]);
    }
    BN_CTX_free(context);
    clear_errors_unless(0);
    return NULL;
}

/// At exit, the maker makes no more and the exit waits for a batch in the making: libcrypto's own exit handler, which
/// runs after this one, frees what the maker's arithmetic uses.
static void stop_maker(void) {
    pthread_mutex_lock(&nonces.lock);
    nonces.stopping = 1;
    pthread_cond_signal(&nonces.running_low);
    while (nonces.maker_busy) pthread_cond_wait(&nonces.maker_idle, &nonces.lock);
    pthread_mutex_unlock(&nonces.lock);
}

/// Starts the maker (called with the lock held); a process that cannot start a thread goes on making its own nonces.
static void start_maker(void) {
    nonces.maker_started = 1;
    pthread_attr_t attributes;
    pthread_t thread;
    if (pthread_attr_init(&attributes) != 0) return;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    if (pthread_create(&thread, &attributes, make_nonces_ahead, NULL) == 0) atexit(stop_maker);
    pthread_attr_destroy(&attributes);
}

/// Takes an unused nonce (k^-1 and r) into `inverse` and `r`, making a batch first when none is left; 1 when taken.
/// From the process's second signature on, the maker refills the pool.
static int take_nonce(const EC_GROUP *group, BIGNUM *inverse, BIGNUM *r, BN_CTX *context) {
    pthread_once(&nonces_once, prepare_nonces);
    pthread_mutex_lock(&nonces.lock);
    int wanted = nonces.signed_so_far < 1 ? 1 : nonces.signed_so_far < NONCE_BATCH ? (int)nonces.signed_so_far : NONCE_BATCH;
    if (nonces.count == 0 && make_nonces(group, wanted, context, nonces.inverse, nonces.r)) nonces.count = wanted;
    int ok = nonces.count > 0;
    if (ok) {
        int last = --nonces.count;
        ok = BN_copy(inverse, nonces.inverse[last]) != NULL && BN_copy(r, nonces.r[last]) != NULL;
        BN_clear(nonces.inverse[last]);
        nonces.signed_so_far++;
    }
    if (nonces.signed_so_far >= 2 && !nonces.maker_started && !nonces.stopping) start_maker();
    if (nonces.count < NONCE_BATCH) pthread_cond_signal(&nonces.running_low);
    pthread_mutex_unlock(&nonces.lock);
    return ok;
}

long kiosk_p256_nonces_made_ahead(void) {
    pthread_mutex_lock(&nonces.lock);
    long made = nonces.made_ahead;
    pthread_mutex_unlock(&nonces.lock);
    return made;
}

int kiosk_p256_sign(const unsigned char scalar[32], const unsigned char digest[32], unsigned char signature[64]) {
    const EC_GROUP *group = kiosk_p256_group();
    BN_CTX *context = BN_CTX_new();
    int ok = 0;
    if (group != NULL && context != NULL) {
        BN_CTX_start(context);
        const BIGNUM *order = EC_GROUP_get0_order(group);
        BIGNUM *d = BN_CTX_get(context), *e = BN_CTX_get(context), *inverse = BN_CTX_get(context);
        BIGNUM *r = BN_CTX_get(context), *s = BN_CTX_get(context);
        int ready = s != NULL && BN_bin2bn(scalar, 32, d) != NULL && BN_bin2bn(digest, 32, e) != NULL;
        if (ready) {
            BN_set_flags(d, BN_FLG_CONSTTIME);
            ready = is_scalar(d, group);
        }
        // s = (e + r*d) / k mod n with a new nonce, which must not be 0 (then another nonce).
        for (int tries = 0; ready && !ok && tries < 64; tries++) {
            ready = take_nonce(group, inverse, r, context) && BN_mod_mul(s, r, d, order, context) == 1
                && BN_mod_add(s, s, e, order, context) == 1 && BN_mod_mul(s, s, inverse, order, context) == 1;
            ok = ready && !BN_is_zero(s) && BN_bn2binpad(r, signature, 32) == 32 && BN_bn2binpad(s, signature + 32, 32) == 32;
        }
        BN_clear(inverse);
        BN_CTX_end(context);
    }
    BN_CTX_free(context);
    clear_errors_unless(ok);
    return ok;
}

int kiosk_p256_verify(const unsigned char point[65], const unsigned char *scalar, const unsigned char digest[32],
                      const unsigned char signature[64]) {
    const EC_GROUP *group = kiosk_p256_group();
    BN_CTX *context = BN_CTX_new();
    EC_POINT *key = group != NULL ? EC_POINT_new(group) : NULL, *sum = group != NULL ? EC_POINT_new(group) : NULL;
    int valid = 0;
    if (context != NULL && key != NULL && sum != NULL) {
        BN_CTX_start(context);
        const BIGNUM *order = EC_GROUP_get0_order(group);
        BIGNUM *r = BN_CTX_get(context), *s = BN_CTX_get(context), *e = BN_CTX_get(context), *w = BN_CTX_get(context);
        BIGNUM *u1 = BN_CTX_get(context), *u2 = BN_CTX_get(context), *x = BN_CTX_get(context), *d = BN_CTX_get(context);
        valid = d != NULL
            && BN_bin2bn(signature, 32, r) != NULL && BN_bin2bn(signature + 32, 32, s) != NULL
            && BN_bin2bn(digest, 32, e) != NULL
            && is_scalar(r, group) && is_scalar(s, group)
            && EC_POINT_oct2point(group, key, point, 65, context) == 1 && !EC_POINT_is_at_infinity(group, key)
            && BN_mod_inverse(w, s, order, context) != NULL
            && BN_mod_mul(u1, e, w, order, context) == 1 && BN_mod_mul(u2, r, w, order, context) == 1;
        if (valid && scalar != NULL) {
            // u1*G + u2*Q with Q = d*G is (u1 + u2*d)*G: one multiplication of the generator.
            valid = BN_bin2bn(scalar, 32, d) != NULL && BN_mod_mul(u2, u2, d, order, context) == 1
                && BN_mod_add(u1, u1, u2, order, context) == 1 && EC_POINT_mul(group, sum, u1, NULL, NULL, context) == 1;
        } else if (valid) {
            valid = EC_POINT_mul(group, sum, u1, key, u2, context) == 1;
        }
        valid = valid && !EC_POINT_is_at_infinity(group, sum)
            && EC_POINT_get_affine_coordinates(group, sum, x, NULL, context) == 1
            && BN_nnmod(x, x, order, context) == 1 && BN_cmp(x, r) == 0;
        BN_clear(d);
        BN_CTX_end(context);
    }
    EC_POINT_free(key);
    EC_POINT_free(sum);
    BN_CTX_free(context);
    clear_errors_unless(valid);
    return valid;
}

EVP_PKEY *kiosk_p256_evp_key(const unsigned char scalar[32], const unsigned char point[65]) {
    const EC_GROUP *group = kiosk_p256_group();
    EC_KEY *key = EC_KEY_new_by_curve_name(NID_X9_62_prime256v1);
    BIGNUM *d = BN_bin2bn(scalar, 32, NULL);
    EC_POINT *q = group != NULL ? EC_POINT_new(group) : NULL;
    EVP_PKEY *pkey = NULL;
    if (key != NULL && d != NULL && q != NULL && EC_POINT_oct2point(group, q, point, 65, NULL) == 1
        && EC_KEY_set_private_key(key, d) == 1 && EC_KEY_set_public_key(key, q) == 1
        && (pkey = EVP_PKEY_new()) != NULL && EVP_PKEY_assign(pkey, EVP_PKEY_EC, key) == 1) {
        key = NULL; // the EVP_PKEY owns it now
    } else {
        EVP_PKEY_free(pkey);
        pkey = NULL;
    }
    EC_KEY_free(key);
    BN_clear_free(d);
    EC_POINT_free(q);
    clear_errors_unless(pkey != NULL);
    return pkey;
}

int kiosk_p256_public_point_of(const EVP_PKEY *pkey, unsigned char point[65]) {
    char curve_name[64] = {0};
    size_t name_length = 0, point_length = 0;
    int ok = EVP_PKEY_get_base_id(pkey) == EVP_PKEY_EC
        && EVP_PKEY_get_utf8_string_param(pkey, OSSL_PKEY_PARAM_GROUP_NAME, curve_name, sizeof curve_name, &name_length) == 1
        && OBJ_sn2nid(curve_name) == NID_X9_62_prime256v1
        && EVP_PKEY_get_octet_string_param(pkey, OSSL_PKEY_PARAM_PUB_KEY, point, 65, &point_length) == 1
        && point_length == 65 && point[0] == 0x04;
    clear_errors_unless(ok);
    return ok;
}

int kiosk_p256_private_scalar_of(const EVP_PKEY *pkey, unsigned char scalar[32]) {
    const EC_KEY *key = EVP_PKEY_get0_EC_KEY(pkey);
    const EC_GROUP *group = key != NULL ? EC_KEY_get0_group(key) : NULL;
    const BIGNUM *d = key != NULL ? EC_KEY_get0_private_key(key) : NULL;
    int ok = group != NULL && d != NULL && EC_GROUP_get_curve_name(group) == NID_X9_62_prime256v1
        && BN_bn2binpad(d, scalar, 32) == 32;
    clear_errors_unless(ok);
    return ok;
}
