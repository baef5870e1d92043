// Shim for OpenSSL's libcrypto: EC keys, ECDSA, SHA-256, X.509.
#ifndef KIOSK_COPENSSL_SHIM_H
#define KIOSK_COPENSSL_SHIM_H

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/pem.h>
#include <openssl/sha.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

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

#endif
