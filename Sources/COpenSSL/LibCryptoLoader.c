// Loads libcrypto on first use with dlopen, so a start that signs and verifies nothing never maps or binds it (the
// dynamic loader's binding of libcrypto was about 3 M instructions of every start: docs/performance.md).
//
// kiosk does not link libcrypto. Each function it calls (KIOSK_LIBCRYPTO_FUNCTIONS: the ones PurchaseFlow, P256.c, the
// shim's inline functions and the tests call) is defined here with OpenSSL's own declaration, so a definition that differs
// from the header does not compile, as a call through the address `kiosk_libcrypto_load` looked up. The definitions
// are hidden: they are not exported from kiosk, so libcrypto's own calls, and libssl's when libcurl is loaded, bind
// to libcrypto as before. A function added to kiosk's calls that is not listed here fails to link.
#include "shim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

static const char *const LIBRARY = "libcrypto.so.3";

/// F(return type, name, (parameters), (arguments)) for a function with a result, P(...) for one without.
#define KIOSK_LIBCRYPTO_FUNCTIONS(F, P) \
    F(int, ASN1_INTEGER_set, (ASN1_INTEGER *a, long v), (a, v)) \
    P(ASN1_OBJECT_free, (ASN1_OBJECT *a), (a)) \
    F(long, BIO_ctrl, (BIO *bp, int cmd, long larg, void *parg), (bp, cmd, larg, parg)) \
    F(int, BIO_free, (BIO *a), (a)) \
    F(BIO *, BIO_new, (const BIO_METHOD *type), (type)) \
    F(BIO *, BIO_new_mem_buf, (const void *buf, int len), (buf, len)) \
    F(const BIO_METHOD *, BIO_s_mem, (void), ()) \
    P(BN_CTX_end, (BN_CTX *ctx), (ctx)) \
    P(BN_CTX_free, (BN_CTX *c), (c)) \
    F(BIGNUM *, BN_CTX_get, (BN_CTX *ctx), (ctx)) \
    F(BN_CTX *, BN_CTX_new, (void), ()) \
    P(BN_CTX_start, (BN_CTX *ctx), (ctx)) \
    F(int, BN_add, (BIGNUM *r, const BIGNUM *a, const BIGNUM *b), (r, a, b)) \
    F(BIGNUM *, BN_bin2bn, (const unsigned char *s, int len, BIGNUM *ret), (s, len, ret)) \
    F(int, BN_bn2binpad, (const BIGNUM *a, unsigned char *to, int tolen), (a, to, tolen)) \
    P(BN_clear, (BIGNUM *a), (a)) \
    P(BN_clear_free, (BIGNUM *a), (a)) \
    F(int, BN_cmp, (const BIGNUM *a, const BIGNUM *b), (a, b)) \
    F(BIGNUM *, BN_copy, (BIGNUM *a, const BIGNUM *b), (a, b)) \
    P(BN_free, (BIGNUM *a), (a)) \
    F(int, BN_is_one, (const BIGNUM *a), (a)) \
    F(int, BN_is_negative, (const BIGNUM *b), (b)) \
    F(int, BN_is_zero, (const BIGNUM *a), (a)) \
    F(int, BN_mod_add, (BIGNUM *r, const BIGNUM *a, const BIGNUM *b, const BIGNUM *m, BN_CTX *ctx), (r, a, b, m, ctx)) \
    F(BIGNUM *, BN_mod_inverse, (BIGNUM *ret, const BIGNUM *a, const BIGNUM *n, BN_CTX *ctx), (ret, a, n, ctx)) \
    F(int, BN_mod_mul, (BIGNUM *r, const BIGNUM *a, const BIGNUM *b, const BIGNUM *m, BN_CTX *ctx), (r, a, b, m, ctx)) \
    F(int, BN_mod_sqr, (BIGNUM *r, const BIGNUM *a, const BIGNUM *m, BN_CTX *ctx), (r, a, m, ctx)) \
    F(BIGNUM *, BN_new, (void), ()) \
    F(int, BN_nnmod, (BIGNUM *r, const BIGNUM *m, const BIGNUM *d, BN_CTX *ctx), (r, m, d, ctx)) \
    P(BN_set_flags, (BIGNUM *b, int n), (b, n)) \
    F(int, BN_set_word, (BIGNUM *a, unsigned long w), (a, w)) \
    F(const BIGNUM *, BN_value_one, (void), ()) \
    P(CRYPTO_free, (void *ptr, const char *file, int line), (ptr, file, line)) \
    F(void *, CRYPTO_zalloc, (size_t num, const char *file, int line), (num, file, line)) \
    P(ECDSA_SIG_free, (ECDSA_SIG *sig), (sig)) \
    P(ECDSA_SIG_get0, (const ECDSA_SIG *sig, const BIGNUM **pr, const BIGNUM **ps), (sig, pr, ps)) \
    F(ECDSA_SIG *, ECDSA_SIG_new, (void), ()) \
    F(int, ECDSA_SIG_set0, (ECDSA_SIG *sig, BIGNUM *r, BIGNUM *s), (sig, r, s)) \
    P(EC_GROUP_free, (EC_GROUP *group), (group)) \
    F(const BIGNUM *, EC_GROUP_get0_order, (const EC_GROUP *group), (group)) \
    F(int, EC_GROUP_get_curve, (const EC_GROUP *group, BIGNUM *p, BIGNUM *a, BIGNUM *b, BN_CTX *ctx), (group, p, a, b, ctx)) \
    F(int, EC_GROUP_get_curve_name, (const EC_GROUP *group), (group)) \
    F(EC_GROUP *, EC_GROUP_new_by_curve_name, (int nid), (nid)) \
    F(int, EC_GROUP_precompute_mult, (EC_GROUP *group, BN_CTX *ctx), (group, ctx)) \
    F(int, EC_GROUP_set_generator, (EC_GROUP *group, const EC_POINT *generator, const BIGNUM *order, const BIGNUM *cofactor), (group, generator, order, cofactor)) \
    F(int, EC_KEY_check_key, (const EC_KEY *key), (key)) \
    P(EC_KEY_free, (EC_KEY *key), (key)) \
    F(const EC_GROUP *, EC_KEY_get0_group, (const EC_KEY *key), (key)) \
    F(const BIGNUM *, EC_KEY_get0_private_key, (const EC_KEY *key), (key)) \
    F(EC_KEY *, EC_KEY_new_by_curve_name, (int nid), (nid)) \
    F(int, EC_KEY_set_private_key, (EC_KEY *key, const BIGNUM *prv), (key, prv)) \
    F(int, EC_KEY_set_public_key, (EC_KEY *key, const EC_POINT *pub), (key, pub)) \
    F(int, EC_POINTs_make_affine, (const EC_GROUP *group, size_t num, EC_POINT *points[], BN_CTX *ctx), (group, num, points, ctx)) \
    F(int, EC_POINT_add, (const EC_GROUP *group, EC_POINT *r, const EC_POINT *a, const EC_POINT *b, BN_CTX *ctx), (group, r, a, b, ctx)) \
    P(EC_POINT_free, (EC_POINT *point), (point)) \
    F(int, EC_POINT_get_Jprojective_coordinates_GFp, (const EC_GROUP *group, const EC_POINT *p, BIGNUM *x, BIGNUM *y, BIGNUM *z, BN_CTX *ctx), (group, p, x, y, z, ctx)) \
    F(int, EC_POINT_get_affine_coordinates, (const EC_GROUP *group, const EC_POINT *p, BIGNUM *x, BIGNUM *y, BN_CTX *ctx), (group, p, x, y, ctx)) \
    F(int, EC_POINT_is_at_infinity, (const EC_GROUP *group, const EC_POINT *p), (group, p)) \
    F(int, EC_POINT_is_on_curve, (const EC_GROUP *group, const EC_POINT *point, BN_CTX *ctx), (group, point, ctx)) \
    F(int, EC_POINT_mul, (const EC_GROUP *group, EC_POINT *r, const BIGNUM *n, const EC_POINT *q, const BIGNUM *m, BN_CTX *ctx), (group, r, n, q, m, ctx)) \
    F(EC_POINT *, EC_POINT_new, (const EC_GROUP *group), (group)) \
    F(int, EC_POINT_oct2point, (const EC_GROUP *group, EC_POINT *p, const unsigned char *buf, size_t len, BN_CTX *ctx), (group, p, buf, len, ctx)) \
    F(size_t, EC_POINT_point2oct, (const EC_GROUP *group, const EC_POINT *p, point_conversion_form_t form, unsigned char *buf, size_t len, BN_CTX *ctx), (group, p, form, buf, len, ctx)) \
    P(ERR_clear_error, (void), ()) \
    P(ERR_error_string_n, (unsigned long e, char *buf, size_t len), (e, buf, len)) \
    F(unsigned long, ERR_get_error, (void), ()) \
    F(int, EVP_Digest, (const void *data, size_t count, unsigned char *md, unsigned int *size, const EVP_MD *type, ENGINE *impl), (data, count, md, size, type, impl)) \
    P(EVP_MD_free, (EVP_MD *md), (md)) \
    F(EVP_MD *, EVP_MD_fetch, (OSSL_LIB_CTX *ctx, const char *algorithm, const char *properties), (ctx, algorithm, properties)) \
    P(EVP_PKEY_CTX_free, (EVP_PKEY_CTX *ctx), (ctx)) \
    F(EVP_PKEY_CTX *, EVP_PKEY_CTX_new_from_name, (OSSL_LIB_CTX *libctx, const char *name, const char *propquery), (libctx, name, propquery)) \
    F(EVP_PKEY_CTX *, EVP_PKEY_CTX_new_from_pkey, (OSSL_LIB_CTX *libctx, EVP_PKEY *pkey, const char *propquery), (libctx, pkey, propquery)) \
    F(int, EVP_PKEY_assign, (EVP_PKEY *pkey, int type, void *key), (pkey, type, key)) \
    P(EVP_PKEY_free, (EVP_PKEY *pkey), (pkey)) \
    F(int, EVP_PKEY_fromdata, (EVP_PKEY_CTX *ctx, EVP_PKEY **ppkey, int selection, OSSL_PARAM param[]), (ctx, ppkey, selection, param)) \
    F(int, EVP_PKEY_fromdata_init, (EVP_PKEY_CTX *ctx), (ctx)) \
    F(const struct ec_key_st *, EVP_PKEY_get0_EC_KEY, (const EVP_PKEY *pkey), (pkey)) \
    F(int, EVP_PKEY_get_base_id, (const EVP_PKEY *pkey), (pkey)) \
    F(int, EVP_PKEY_get_bits, (const EVP_PKEY *pkey), (pkey)) \
    F(int, EVP_PKEY_get_octet_string_param, (const EVP_PKEY *pkey, const char *key_name, unsigned char *buf, size_t max_buf_sz, size_t *out_sz), (pkey, key_name, buf, max_buf_sz, out_sz)) \
    F(int, EVP_PKEY_get_utf8_string_param, (const EVP_PKEY *pkey, const char *key_name, char *str, size_t max_buf_sz, size_t *out_sz), (pkey, key_name, str, max_buf_sz, out_sz)) \
    F(EVP_PKEY *, EVP_PKEY_new, (void), ()) \
    F(int, EVP_PKEY_sign, (EVP_PKEY_CTX *ctx, unsigned char *sig, size_t *siglen, const unsigned char *tbs, size_t tbslen), (ctx, sig, siglen, tbs, tbslen)) \
    F(int, EVP_PKEY_sign_init, (EVP_PKEY_CTX *ctx), (ctx)) \
    F(int, EVP_PKEY_verify, (EVP_PKEY_CTX *ctx, const unsigned char *sig, size_t siglen, const unsigned char *tbs, size_t tbslen), (ctx, sig, siglen, tbs, tbslen)) \
    F(int, EVP_PKEY_verify_init, (EVP_PKEY_CTX *ctx), (ctx)) \
    F(const EVP_MD *, EVP_sha256, (void), ()) \
    F(int, OBJ_sn2nid, (const char *s), (s)) \
    F(ASN1_OBJECT *, OBJ_txt2obj, (const char *s, int no_name), (s, no_name)) \
    P(OPENSSL_cleanse, (void *ptr, size_t len), (ptr, len)) \
    F(int, OPENSSL_init_crypto, (uint64_t opts, const OPENSSL_INIT_SETTINGS *settings), (opts, settings)) \
    P(OPENSSL_sk_free, (OPENSSL_STACK *stack), (stack)) \
    F(OPENSSL_STACK *, OPENSSL_sk_new_null, (void), ()) \
    F(int, OPENSSL_sk_push, (OPENSSL_STACK *st, const void *data), (st, data)) \
    F(OSSL_PARAM, OSSL_PARAM_construct_end, (void), ()) \
    F(OSSL_PARAM, OSSL_PARAM_construct_octet_string, (const char *key, void *buf, size_t bsize), (key, buf, bsize)) \
    F(OSSL_PARAM, OSSL_PARAM_construct_utf8_string, (const char *key, char *buf, size_t bsize), (key, buf, bsize)) \
    F(EVP_PKEY *, PEM_read_bio_PUBKEY, (BIO *out, EVP_PKEY **x, pem_password_cb *cb, void *u), (out, x, cb, u)) \
    F(EVP_PKEY *, PEM_read_bio_PrivateKey, (BIO *out, EVP_PKEY **x, pem_password_cb *cb, void *u), (out, x, cb, u)) \
    F(X509 *, PEM_read_bio_X509, (BIO *out, X509 **x, pem_password_cb *cb, void *u), (out, x, cb, u)) \
    F(int, PEM_write_bio_PrivateKey, (BIO *out, const EVP_PKEY *x, const EVP_CIPHER *enc, const unsigned char *kstr, int klen, pem_password_cb *cb, void *u), (out, x, enc, kstr, klen, cb, u)) \
    F(int, RAND_set_DRBG_type, (OSSL_LIB_CTX *ctx, const char *drbg, const char *propq, const char *cipher, const char *digest), (ctx, drbg, propq, cipher, digest)) \
    F(int, SHA256_Final, (unsigned char *md, SHA256_CTX *c), (md, c)) \
    F(int, SHA256_Init, (SHA256_CTX *c), (c)) \
    F(int, SHA256_Update, (SHA256_CTX *c, const void *data, size_t len), (c, data, len)) \
    F(X509_EXTENSION *, X509V3_EXT_nconf, (CONF *conf, X509V3_CTX *ctx, const char *name, const char *value), (conf, ctx, name, value)) \
    P(X509V3_set_ctx, (X509V3_CTX *ctx, X509 *issuer, X509 *subject, X509_REQ *req, X509_CRL *crl, int flags), (ctx, issuer, subject, req, crl, flags)) \
    P(X509_EXTENSION_free, (X509_EXTENSION *a), (a)) \
    F(int, X509_NAME_add_entry_by_txt, (X509_NAME *name, const char *field, int type, const unsigned char *bytes, int len, int loc, int set), (name, field, type, bytes, len, loc, set)) \
    P(X509_NAME_free, (X509_NAME *a), (a)) \
    F(int, X509_NAME_get_text_by_NID, (const X509_NAME *name, int nid, char *buf, int len), (name, nid, buf, len)) \
    F(X509_NAME *, X509_NAME_new, (void), ()) \
    P(X509_STORE_CTX_free, (X509_STORE_CTX *ctx), (ctx)) \
    F(int, X509_STORE_CTX_get_error, (const X509_STORE_CTX *ctx), (ctx)) \
    F(int, X509_STORE_CTX_init, (X509_STORE_CTX *ctx, X509_STORE *trust_store, X509 *target, struct stack_st_X509 *untrusted), (ctx, trust_store, target, untrusted)) \
    F(X509_STORE_CTX *, X509_STORE_CTX_new, (void), ()) \
    P(X509_STORE_CTX_set_flags, (X509_STORE_CTX *ctx, unsigned long flags), (ctx, flags)) \
    P(X509_STORE_CTX_set_time, (X509_STORE_CTX *ctx, unsigned long flags, time_t t), (ctx, flags, t)) \
    F(int, X509_STORE_add_cert, (X509_STORE *ctx, X509 *x), (ctx, x)) \
    P(X509_STORE_free, (X509_STORE *v), (v)) \
    F(X509_STORE *, X509_STORE_new, (void), ()) \
    F(int, X509_add_ext, (X509 *x, X509_EXTENSION *ex, int loc), (x, ex, loc)) \
    P(X509_free, (X509 *a), (a)) \
    F(EVP_PKEY *, X509_get0_pubkey, (const X509 *x), (x)) \
    F(int, X509_get_ext_by_OBJ, (const X509 *x, const ASN1_OBJECT *obj, int lastpos), (x, obj, lastpos)) \
    F(ASN1_INTEGER *, X509_get_serialNumber, (X509 *x), (x)) \
    F(X509_NAME *, X509_get_subject_name, (const X509 *a), (a)) \
    F(ASN1_TIME *, X509_getm_notAfter, (const X509 *x), (x)) \
    F(ASN1_TIME *, X509_getm_notBefore, (const X509 *x), (x)) \
    F(ASN1_TIME *, X509_gmtime_adj, (ASN1_TIME *s, long adj), (s, adj)) \
    F(X509 *, X509_new, (void), ()) \
    F(int, X509_set_issuer_name, (X509 *x, const X509_NAME *name), (x, name)) \
    F(int, X509_set_pubkey, (X509 *x, EVP_PKEY *pkey), (x, pkey)) \
    F(int, X509_set_subject_name, (X509 *x, const X509_NAME *name), (x, name)) \
    F(int, X509_set_version, (X509 *x, long version), (x, version)) \
    F(int, X509_sign, (X509 *x, EVP_PKEY *pkey, const EVP_MD *md), (x, pkey, md)) \
    F(int, X509_verify_cert, (X509_STORE_CTX *ctx), (ctx)) \
    F(const char *, X509_verify_cert_error_string, (long n), (n)) \
    F(ECDSA_SIG *, d2i_ECDSA_SIG, (ECDSA_SIG **a, const unsigned char **in, long len), (a, in, len)) \
    F(EC_KEY *, d2i_ECPrivateKey, (EC_KEY **key, const unsigned char **in, long len), (key, in, len)) \
    F(X509 *, d2i_X509, (X509 **a, const unsigned char **in, long len), (a, in, len)) \
    F(int, i2d_ECDSA_SIG, (const ECDSA_SIG *a, unsigned char **out), (a, out)) \
    F(int, i2d_X509, (const X509 *a, unsigned char **out), (a, out))

/// The address of every function, looked up in one library.
struct libcrypto_functions {
#define KIOSK_MEMBER(result, name, parameters, arguments) __typeof__(&name) name;
#define KIOSK_PROCEDURE_MEMBER(name, parameters, arguments) __typeof__(&name) name;
    KIOSK_LIBCRYPTO_FUNCTIONS(KIOSK_MEMBER, KIOSK_PROCEDURE_MEMBER)
#undef KIOSK_MEMBER
#undef KIOSK_PROCEDURE_MEMBER
};

/// Opens `name` and fills `functions`; returns the library, or NULL with `problem` saying why.
///
/// RTLD_DEEPBIND: libcrypto's own references (its calls to its exported functions, and to libc) are looked up in
/// libcrypto and its dependencies first, rather than through every library of the program first, as they were when it
/// was linked and came before them (kiosk exports nothing libcrypto calls and has no copy relocations). Without it,
/// dlopen took 3.9 M instructions against 3.1 M for loading it at exec; with it, 2.2 M.
static void *resolve(const char *name, struct libcrypto_functions *functions, char *problem, size_t problemSize) {
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
    if (!library) {
        const char *reason = dlerror();
        snprintf(problem, problemSize, "%s", reason ? reason : "it cannot be opened");
        return NULL;
    }
#define KIOSK_LOOK_UP(name) \
    if ((*(void **)&functions->name = dlsym(library, #name)) == NULL) { \
        snprintf(problem, problemSize, "%s has no function %s", libraryName, #name); \
        dlclose(library); \
        return NULL; \
    }
#define KIOSK_LOOK_UP_FUNCTION(result, name, parameters, arguments) KIOSK_LOOK_UP(name)
#define KIOSK_LOOK_UP_PROCEDURE(name, parameters, arguments) KIOSK_LOOK_UP(name)
    const char *libraryName = name;
    KIOSK_LIBCRYPTO_FUNCTIONS(KIOSK_LOOK_UP_FUNCTION, KIOSK_LOOK_UP_PROCEDURE)
#undef KIOSK_LOOK_UP
#undef KIOSK_LOOK_UP_FUNCTION
#undef KIOSK_LOOK_UP_PROCEDURE
    return library;
}

static struct libcrypto_functions crypto;
static char load_problem[512];
static int loaded;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load_libcrypto(void) {
    if (!resolve(LIBRARY, &crypto, load_problem, sizeof load_problem)) return;
    if (crypto.OPENSSL_init_crypto(OPENSSL_INIT_NO_ATEXIT, NULL) != 1) {
        snprintf(load_problem, sizeof load_problem, "OPENSSL_init_crypto failed");
        return;
    }
    __atomic_store_n(&loaded, 1, __ATOMIC_RELEASE);
}

int kiosk_libcrypto_load(char *error, size_t errorSize) {
    if (__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) return 1;
    pthread_once(&load_once, load_libcrypto);
    if (__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) return 1;
    if (error && errorSize > 0) snprintf(error, errorSize, "%s", load_problem);
    return 0;
}

int kiosk_libcrypto_check(const char *name, char *error, size_t errorSize) {
    struct libcrypto_functions functions;
    char reason[512] = "";
    void *library = resolve(name, &functions, reason, sizeof reason);
    if (library) {
        dlclose(library);
        return 1;
    }
    if (error && errorSize > 0) snprintf(error, errorSize, "%s", reason);
    return 0;
}

/// The functions, loading them at the first call. Every path into libcrypto calls `kiosk_libcrypto_load` first and
/// reports its error (through the shared sanitizer: the loader's reason names files), so this stops the process only
/// when one does not: it says so, without the unsanitized reason, rather than calling nothing.
static inline const struct libcrypto_functions *functions(void) {
    if (__builtin_expect(!__atomic_load_n(&loaded, __ATOMIC_ACQUIRE), 0)) {
        char reason[512];
        if (!kiosk_libcrypto_load(reason, sizeof reason)) {
            fputs("kiosk: libcrypto could not be loaded, and a call into it did not check first (a bug)\n", stderr);
            abort();
        }
    }
    return &crypto;
}

#define KIOSK_DEFINE_FUNCTION(result, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) result name parameters { return functions()->name arguments; }
#define KIOSK_DEFINE_PROCEDURE(name, parameters, arguments) \
    __attribute__((visibility("hidden"))) void name parameters { functions()->name arguments; }
KIOSK_LIBCRYPTO_FUNCTIONS(KIOSK_DEFINE_FUNCTION, KIOSK_DEFINE_PROCEDURE)
