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

/// Sets the EC key-generation curve of a context (a macro in some OpenSSL versions).
static inline int kiosk_evp_pkey_ctx_set_ec_curve(EVP_PKEY_CTX *ctx, int nid) {
    return EVP_PKEY_CTX_set_ec_paramgen_curve_nid(ctx, nid);
}

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

/// Prepares a P-256 public key (an EVP_PKEY of a named P-256 curve); NULL for any other key, or when
/// libcrypto fails.
static inline kiosk_es256_key *kiosk_es256_key_new(const EVP_PKEY *pkey) {
    char curve_name[64] = {0};
    size_t name_length = 0;
    unsigned char encoded[65];
    size_t encoded_length = 0;
    if (EVP_PKEY_get_base_id(pkey) != EVP_PKEY_EC
        || EVP_PKEY_get_utf8_string_param(pkey, OSSL_PKEY_PARAM_GROUP_NAME, curve_name, sizeof curve_name, &name_length) != 1
        || OBJ_sn2nid(curve_name) != NID_X9_62_prime256v1
        || EVP_PKEY_get_octet_string_param(pkey, OSSL_PKEY_PARAM_PUB_KEY, encoded, sizeof encoded, &encoded_length) != 1) {
        return NULL;
    }
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
        && EC_POINT_oct2point(key->key_curve, point, encoded, encoded_length, context) == 1
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

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
/* Whether a P-256 EC key's public key is its private key's, as libcrypto's EC_KEY_check_key answers for a key read
   from an ECPrivateKey (which always holds a private key): the private key within [1, n-1], the public key a point of
   the curve and not at infinity, and the private key times the generator equal to it. EC_KEY_check_key also checks
   that the order times the public key is the point at infinity, which every point of P-256 passes (its cofactor is
   1: the curve's points are the group the generator makes), at the cost of a multiplication of the public key, most
   of reading a key; and that the public key's coordinates are below the field's prime, which reading its encoding
   checked already. 0 for a key of another curve or without a private key. */
static inline int kiosk_p256_key_is_its_own(const EC_KEY *key) {
    const EC_GROUP *group = EC_KEY_get0_group(key);
    const BIGNUM *scalar = EC_KEY_get0_private_key(key);
    const EC_POINT *point = EC_KEY_get0_public_key(key);
    if (group == NULL || scalar == NULL || point == NULL || EC_GROUP_get_curve_name(group) != NID_X9_62_prime256v1) {
        return 0;
    }
    BN_CTX *context = BN_CTX_new();
    EC_POINT *made = EC_POINT_new(group);
    int own = context != NULL && made != NULL
        && BN_cmp(scalar, BN_value_one()) >= 0 && BN_cmp(scalar, EC_GROUP_get0_order(group)) < 0
        && !EC_POINT_is_at_infinity(group, point) && EC_POINT_is_on_curve(group, point, context) == 1
        && EC_POINT_mul(group, made, scalar, NULL, NULL, context) == 1
        && EC_POINT_cmp(group, made, point, context) == 0;
    EC_POINT_free(made);
    BN_CTX_free(context);
    ERR_clear_error();
    return own;
}

/* Whether a raw 64-byte R||S ES256 signature of bytes whose SHA-256 is `digest` verifies under the public key Q of
   `pkey`, a key pair kiosk_p256_private_key_from_pkcs8 made (Q checked to be d times the generator G). This is ECDSA
   verification as libcrypto does it (r and s within [1, n-1]; u1 = e/s and u2 = r/s mod n; the point u1*G + u2*Q not
   at infinity and its x mod n equal to r), with u1*G + u2*Q found as (u1 + u2*d)*G: one multiplication of the
   generator, whose multiples libcrypto has built in, instead of one of Q (about a sixth of the instructions). */
static inline int kiosk_es256_verify_with_key_pair(const EVP_PKEY *pkey, const unsigned char *digest, const unsigned char *signature) {
    const EC_KEY *key = EVP_PKEY_get0_EC_KEY(pkey);
    const EC_GROUP *group = key != NULL ? EC_KEY_get0_group(key) : NULL;
    const BIGNUM *scalar = key != NULL ? EC_KEY_get0_private_key(key) : NULL;
    if (group == NULL || scalar == NULL || EC_GROUP_get_curve_name(group) != NID_X9_62_prime256v1) {
        ERR_clear_error();
        return 0;
    }
    const BIGNUM *order = EC_GROUP_get0_order(group);
    BN_CTX *context = BN_CTX_new();
    EC_POINT *sum = EC_POINT_new(group);
    int valid = 0;
    if (context != NULL && sum != NULL) {
        BN_CTX_start(context);
        BIGNUM *r = BN_CTX_get(context), *s = BN_CTX_get(context), *e = BN_CTX_get(context), *w = BN_CTX_get(context);
        BIGNUM *u1 = BN_CTX_get(context), *u2 = BN_CTX_get(context), *x = BN_CTX_get(context);
        valid = x != NULL
            && BN_bin2bn(signature, 32, r) != NULL && BN_bin2bn(signature + 32, 32, s) != NULL
            && BN_bin2bn(digest, 32, e) != NULL
            && !BN_is_zero(r) && !BN_is_zero(s) && BN_cmp(r, order) < 0 && BN_cmp(s, order) < 0
            && BN_mod_inverse(w, s, order, context) != NULL
            && BN_mod_mul(u1, e, w, order, context) && BN_mod_mul(u2, r, w, order, context)
            && BN_mod_mul(u2, u2, scalar, order, context) && BN_mod_add(u1, u1, u2, order, context)
            && EC_POINT_mul(group, sum, u1, NULL, NULL, context)
            && !EC_POINT_is_at_infinity(group, sum)
            && EC_POINT_get_affine_coordinates(group, sum, x, NULL, context)
            && BN_nnmod(x, x, order, context) && BN_cmp(x, r) == 0;
        BN_CTX_end(context);
    }
    EC_POINT_free(sum);
    BN_CTX_free(context);
    ERR_clear_error();
    return valid;
}
#pragma GCC diagnostic pop

/* A P-256 private key from the DER of an unencrypted PKCS#8 PrivateKeyInfo, read with the EC key's own ASN.1
   reader: libcrypto 3's provider decoders, which PEM_read_bio_PrivateKey sets up, cost more than the rest of
   reading and using the key. Its public key is checked to be its private key's (kiosk_p256_key_is_its_own) and,
   when `point` is not NULL, written there as its 65-byte uncompressed point. NULL when the DER is not a P-256 EC key
   whose public key is its own (the caller then reads it as before). */
static inline EVP_PKEY *kiosk_p256_private_key_from_pkcs8(const unsigned char *der, long length, unsigned char *point) {
    const unsigned char *cursor = der;
    PKCS8_PRIV_KEY_INFO *info = d2i_PKCS8_PRIV_KEY_INFO(NULL, &cursor, length);
    if (info == NULL) return NULL;
    EVP_PKEY *pkey = NULL;
    const unsigned char *inner = NULL;
    int inner_length = 0;
    const X509_ALGOR *algorithm = NULL;
    const ASN1_OBJECT *oid = NULL;
    int parameter_type = 0;
    const void *parameter = NULL;
    if (cursor == der + length && PKCS8_pkey_get0(NULL, &inner, &inner_length, &algorithm, info) == 1) {
        X509_ALGOR_get0(&oid, &parameter_type, &parameter, algorithm);
    }
    if (oid != NULL && OBJ_obj2nid(oid) == NID_X9_62_id_ecPublicKey && parameter_type == V_ASN1_OBJECT
        && OBJ_obj2nid((const ASN1_OBJECT *)parameter) == NID_X9_62_prime256v1) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
        /* Deprecated in OpenSSL 3 with the other low-level EC calls. */
        EC_KEY *key = EC_KEY_new_by_curve_name(NID_X9_62_prime256v1);
        const unsigned char *inner_cursor = inner;
        if (key != NULL && d2i_ECPrivateKey(&key, &inner_cursor, inner_length) != NULL
            && inner_cursor == inner + inner_length
            && EC_GROUP_get_curve_name(EC_KEY_get0_group(key)) == NID_X9_62_prime256v1
            && EC_KEY_get0_public_key(key) != NULL && kiosk_p256_key_is_its_own(key) == 1
            && (point == NULL || EC_POINT_point2oct(EC_KEY_get0_group(key), EC_KEY_get0_public_key(key),
                                                    POINT_CONVERSION_UNCOMPRESSED, point, 65, NULL) == 65)
            && (pkey = EVP_PKEY_new()) != NULL && EVP_PKEY_assign_EC_KEY(pkey, key) == 1) {
            key = NULL; /* the EVP_PKEY owns it now */
        } else {
            EVP_PKEY_free(pkey);
            pkey = NULL;
        }
        EC_KEY_free(key);
#pragma GCC diagnostic pop
    }
    PKCS8_PRIV_KEY_INFO_free(info);
    return pkey;
}

/* A P-256 public key from its 65-byte uncompressed point (checked to be on the curve), made by the EC key manager
   from its parameters: the key a certificate kiosk wrote holds, without parsing the certificate (libcrypto 3 decodes
   a certificate's key through its provider decoders). NULL when the point is not one of P-256's. */
static inline EVP_PKEY *kiosk_p256_public_key(const unsigned char *point, size_t length) {
    EVP_PKEY_CTX *context = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
    EVP_PKEY *key = NULL;
    OSSL_PARAM parameters[] = {
        OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, (char *)SN_X9_62_prime256v1, 0),
        OSSL_PARAM_construct_octet_string(OSSL_PKEY_PARAM_PUB_KEY, (void *)point, length),
        OSSL_PARAM_construct_end(),
    };
    if (context == NULL || EVP_PKEY_fromdata_init(context) != 1
        || EVP_PKEY_fromdata(context, &key, EVP_PKEY_PUBLIC_KEY, parameters) != 1) {
        key = NULL;
    }
    EVP_PKEY_CTX_free(context);
    return key;
}

#endif
