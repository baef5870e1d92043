// Shim for OpenSSL's libcrypto: EC keys, ECDSA, SHA-256, X.509, and checking many ES256 signatures under one key.
//
// libcrypto is not linked: LibCryptoLoader.c loads libcrypto.so.3 with dlopen at its first use and defines each
// function kiosk calls (the declarations below are OpenSSL's own headers) as a call through the address it looked up,
// so a start that signs and verifies nothing never maps it. Call `kiosk_libcrypto_load` before the first libcrypto
// function of a path (PurchaseFlow's `LibCrypto.load()` does), which says why it cannot be loaded.
#ifndef KIOSK_COPENSSL_SHIM_H
#define KIOSK_COPENSSL_SHIM_H

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/sha.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <string.h>

/// Loads libcrypto.so.3 with dlopen and looks up every libcrypto function kiosk calls, once per process (thread-safe;
/// later calls answer at once), then keeps libcrypto's state until the process ends (`OPENSSL_INIT_NO_ATEXIT`: by
/// default OpenSSL frees it in an `atexit` handler, and a thread still signing when the program exits would crash in
/// freed memory). Returns 1 when loaded; else 0, with `error` saying why (the library missing, or a function it lacks).
int kiosk_libcrypto_load(char *error, size_t errorSize);

/// Opens the library `name` and looks up every function as `kiosk_libcrypto_load` does, without using it or loading
/// libcrypto for the process; returns 1 when all are there, else 0 with `error` saying why (what a load would say).
int kiosk_libcrypto_check(const char *name, char *error, size_t errorSize);

/// P-256 as libcrypto's group (with the multiples of the generator it has built in), made at the first call; NULL when
/// libcrypto fails. Shared by every thread: the functions below only read it.
const EC_GROUP *kiosk_p256_group(void);

/// The SHA-256 digest of `length` bytes, by libcrypto's own implementation rather than through its providers.
void kiosk_sha256(const void *bytes, size_t length, unsigned char digest[32]);

/// Writes the 65-byte uncompressed point d*G of a private key d given as 32 big-endian bytes; returns 1, or 0 when d is
/// not within [1, n-1] (or libcrypto fails).
int kiosk_p256_public_point(const unsigned char scalar[32], unsigned char point[65]);

/// Signs a 32-byte SHA-256 digest with the private key d (32 big-endian bytes) as ECDSA does, with a new secret nonce
/// drawn from the operating system (getrandom) for each signature (made ahead in batches, from the second signature on
/// by a thread of the process's own, each used once, forgotten by a forked child), and writes the raw signature r || s (32 bytes each); returns 1, or 0 when d is not within
/// [1, n-1] or no signature could be made.
int kiosk_p256_sign(const unsigned char scalar[32], const unsigned char digest[32], unsigned char signature[64]);

/// How many nonces this process's maker thread has made ahead so far (it starts at the second signature and keeps a
/// batch ready); 0 before it starts.
long kiosk_p256_nonces_made_ahead(void);

/// Whether a raw 64-byte signature r || s of a 32-byte SHA-256 digest verifies under the public key Q, a 65-byte
/// uncompressed point, as ECDSA verification answers (and libcrypto's): r and s within [1, n-1], Q a point of the
/// curve, u1 = e/s and u2 = r/s mod n, the point u1*G + u2*Q not at infinity and its x mod n equal to r. When the
/// caller holds Q's private key d (`scalar`, checked by the caller to be Q's: Q = d*G), the point is found as
/// (u1 + u2*d)*G, one multiplication of the generator instead of one of Q; pass NULL otherwise.
int kiosk_p256_verify(const unsigned char point[65], const unsigned char *scalar, const unsigned char digest[32],
                      const unsigned char signature[64]);

/// A libcrypto key of the P-256 key pair d (32 big-endian bytes) and Q = d*G (its 65-byte uncompressed point), for what
/// only libcrypto does (issuing a certificate, writing PEM); NULL when libcrypto fails.
EVP_PKEY *kiosk_p256_evp_key(const unsigned char scalar[32], const unsigned char point[65]);

/// Writes the 65-byte uncompressed public point of a libcrypto P-256 EC key; returns 1, or 0 for any other key.
int kiosk_p256_public_point_of(const EVP_PKEY *pkey, unsigned char point[65]);

/// Writes the private number of a libcrypto P-256 EC private key as 32 big-endian bytes; returns 1, or 0 for any other
/// key.
int kiosk_p256_private_scalar_of(const EVP_PKEY *pkey, unsigned char scalar[32]);

/// Adds an X.509 v3 extension given by name or dotted OID and a value in OpenSSL's configuration syntax
/// ("critical,CA:TRUE", "hash", "keyid:always", "DER:05:00") to a certificate issued by `issuer` (the
/// certificate itself when self-signed); returns 1 on success.
static inline int kiosk_x509_add_extension(X509 *cert, X509 *issuer, const char *name, const char *value) {
    X509V3_CTX context;
    X509V3_set_ctx(&context, issuer, cert, NULL, NULL, 0);
    X509_EXTENSION *extension = X509V3_EXT_nconf(NULL, &context, name, value);
    if (extension == NULL) {
        return 0;
    }
    int added = X509_add_ext(cert, extension, -1);
    X509_EXTENSION_free(extension);
    return added;
}

/// Verifies `leaf`, issued through `intermediate`, up to `root` (the only trusted certificate) at the Unix
/// time `at`, with OpenSSL's X509_STRICT checks; returns 1 when it verifies, else 0 and sets `error` to
/// OpenSSL's verification error (`X509_verify_cert_error_string` describes it).
static inline int kiosk_x509_verify_chain(X509 *root, X509 *intermediate, X509 *leaf, time_t at, int *error) {
    *error = X509_V_ERR_UNSPECIFIED;
    X509_STORE *store = X509_STORE_new();
    X509_STORE_CTX *context = X509_STORE_CTX_new();
    STACK_OF(X509) *untrusted = sk_X509_new_null();
    int verified = 0;
    if (store != NULL && context != NULL && untrusted != NULL
        && X509_STORE_add_cert(store, root) == 1
        && sk_X509_push(untrusted, intermediate) > 0
        && X509_STORE_CTX_init(context, store, leaf, untrusted) == 1) {
        X509_STORE_CTX_set_flags(context, X509_V_FLAG_X509_STRICT);
        X509_STORE_CTX_set_time(context, 0, at);
        verified = X509_verify_cert(context) == 1;
        *error = X509_STORE_CTX_get_error(context);
    }
    sk_X509_free(untrusted);
    X509_STORE_CTX_free(context);
    X509_STORE_free(store);
    return verified;
}

/// Whether a certificate carries an extension with a dotted OID (present at all, critical or not).
static inline int kiosk_x509_has_extension(X509 *cert, const char *oid) {
    ASN1_OBJECT *object = OBJ_txt2obj(oid, 1);
    if (object == NULL) {
        return 0;
    }
    int found = X509_get_ext_by_OBJ(cert, object, -1) >= 0;
    ASN1_OBJECT_free(object);
    return found;
}

/// A P-256 public key made ready for checking many ES256 signatures under it: P-256 as named (whose
/// generator's multiples libcrypto has built in) and a copy of P-256 whose generator is the key, with the key's
/// multiples precomputed once. A check then does two fixed-point multiplications instead of one fixed and one
/// variable, which is most of the cost of an ECDSA check; the arithmetic is libcrypto's.
typedef struct kiosk_es256_key {
    EC_GROUP *curve;
    EC_GROUP *key_curve;
    /// The prime p of the curve's field.
    BIGNUM *field;
} kiosk_es256_key;

static inline void kiosk_es256_key_free(kiosk_es256_key *key) {
    if (key == NULL) {
        return;
    }
    EC_GROUP_free(key->curve);
    EC_GROUP_free(key->key_curve);
    BN_free(key->field);
    OPENSSL_free(key);
}

/// Prepares a P-256 public key given as its 65-byte uncompressed point; NULL when it is not a point of P-256, or when
/// libcrypto fails.
static inline kiosk_es256_key *kiosk_es256_key_new(const unsigned char *encoded) {
    kiosk_es256_key *key = OPENSSL_zalloc(sizeof *key);
    BN_CTX *context = BN_CTX_new();
    EC_POINT *point = NULL;
    int ready = 0;
    if (key != NULL && context != NULL
        && (key->curve = EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1)) != NULL
        && (key->key_curve = EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1)) != NULL
        && (key->field = BN_new()) != NULL
        && EC_GROUP_get_curve(key->curve, key->field, NULL, NULL, context) == 1
        && (point = EC_POINT_new(key->key_curve)) != NULL
        && EC_POINT_oct2point(key->key_curve, point, encoded, 65, context) == 1
        && EC_POINT_is_on_curve(key->key_curve, point, context) == 1
        && !EC_POINT_is_at_infinity(key->key_curve, point)
        && EC_GROUP_set_generator(key->key_curve, point, EC_GROUP_get0_order(key->curve), BN_value_one()) == 1) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
        // Deprecated in OpenSSL 3 with the other low-level EC calls, and still the only way to build the table.
        ready = EC_GROUP_precompute_mult(key->key_curve, context) == 1;
#pragma GCC diagnostic pop
    }
    EC_POINT_free(point);
    BN_CTX_free(context);
    if (!ready) {
        kiosk_es256_key_free(key);
        return NULL;
    }
    return key;
}

/// Checks `count` ES256 signatures under `key`: `signatures` holds each raw 64-byte R||S, `digests` each
/// 32-byte SHA-256 of the signed bytes; `valid[i]` is set to 1 when signature i verifies, else 0. This is
/// ECDSA verification as libcrypto does it (r and s within [1, n-1]; u1 = e/s, u2 = r/s mod n; the point
/// u1*G + u2*Q not at infinity and its x mod n equal to r), with the inverses of all the s found at once
/// (one inversion and three multiplications each), and x compared in Jacobian coordinates (X = x * Z^2 mod p,
/// for x = r and, when r + n < p, x = r + n) instead of made affine with an inversion. Returns 1, or 0 when libcrypto failed (out of memory) and
/// every `valid` is 0.
static inline int kiosk_es256_verify(const kiosk_es256_key *key, size_t count, const unsigned char *digests,
                                     const unsigned char *signatures, unsigned char *valid, BN_CTX *context) {
    const BIGNUM *order = EC_GROUP_get0_order(key->curve);
    memset(valid, 0, count);
    if (count == 0) {
        return 1;
    }
    BN_CTX_start(context);
    BIGNUM **r = OPENSSL_zalloc(count * sizeof(BIGNUM *));
    BIGNUM **s = OPENSSL_zalloc(count * sizeof(BIGNUM *));
    /// products[i]: the product of the usable s before i (1 for the first).
    BIGNUM **products = OPENSSL_zalloc(count * sizeof(BIGNUM *));
    unsigned char *usable = OPENSSL_zalloc(count);
    BIGNUM *inverse = BN_CTX_get(context), *e = BN_CTX_get(context), *w = BN_CTX_get(context);
    BIGNUM *u1 = BN_CTX_get(context), *u2 = BN_CTX_get(context), *x = BN_CTX_get(context);
    BIGNUM *z = BN_CTX_get(context), *zz = BN_CTX_get(context), *expected = BN_CTX_get(context);
    EC_POINT *sum = EC_POINT_new(key->curve), *keyed = EC_POINT_new(key->key_curve);
    int ok = r != NULL && s != NULL && products != NULL && usable != NULL && expected != NULL && sum != NULL && keyed != NULL
        && BN_one(inverse);
    for (size_t i = 0; ok && i < count; i++) {
        ok = (r[i] = BN_CTX_get(context)) != NULL && (s[i] = BN_CTX_get(context)) != NULL
            && (products[i] = BN_CTX_get(context)) != NULL
            && BN_bin2bn(signatures + 64 * i, 32, r[i]) != NULL && BN_bin2bn(signatures + 64 * i + 32, 32, s[i]) != NULL
            && BN_copy(products[i], inverse) != NULL;
        if (ok && !BN_is_zero(r[i]) && !BN_is_zero(s[i]) && BN_cmp(r[i], order) < 0 && BN_cmp(s[i], order) < 0) {
            usable[i] = 1;
            ok = BN_mod_mul(inverse, inverse, s[i], order, context);
        }
    }
    // inverse holds the product of every usable s; invert it once, then peel each s off from the last.
    ok = ok && BN_mod_inverse(inverse, inverse, order, context) != NULL;
    for (size_t i = count; ok && i-- > 0;) {
        if (!usable[i]) {
            continue;
        }
        ok = BN_mod_mul(w, inverse, products[i], order, context) && BN_mod_mul(inverse, inverse, s[i], order, context)
            && BN_bin2bn(digests + 32 * i, 32, e) != NULL
            && BN_mod_mul(u1, e, w, order, context) && BN_mod_mul(u2, r[i], w, order, context)
            && EC_POINT_mul(key->curve, sum, u1, NULL, NULL, context)
            && EC_POINT_mul(key->key_curve, keyed, u2, NULL, NULL, context)
            && EC_POINT_add(key->curve, sum, sum, keyed, context);
        if (ok && !EC_POINT_is_at_infinity(key->curve, sum)) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
            ok = EC_POINT_get_Jprojective_coordinates_GFp(key->curve, sum, x, NULL, z, context)
                && BN_mod_sqr(zz, z, key->field, context) && BN_mod_mul(expected, r[i], zz, key->field, context);
#pragma GCC diagnostic pop
            valid[i] = ok && BN_cmp(x, expected) == 0;
            if (ok && !valid[i] && BN_add(expected, r[i], order) && BN_cmp(expected, key->field) < 0) {
                ok = BN_mod_mul(expected, expected, zz, key->field, context);
                valid[i] = ok && BN_cmp(x, expected) == 0;
            }
        }
    }
    EC_POINT_free(sum);
    EC_POINT_free(keyed);
    OPENSSL_free(r);
    OPENSSL_free(s);
    OPENSSL_free(products);
    OPENSSL_free(usable);
    BN_CTX_end(context);
    if (!ok) {
        memset(valid, 0, count);
    }
    ERR_clear_error();
    return ok;
}

#endif
