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

/// Adds an X.509 v3 extension given in OpenSSL's configuration syntax ("critical,CA:TRUE") to a
/// self-signed certificate; returns 1 on success.
static inline int kiosk_x509_add_self_signed_extension(X509 *cert, int nid, const char *value) {
    X509V3_CTX context;
    X509V3_set_ctx(&context, cert, cert, NULL, NULL, 0);
    X509_EXTENSION *extension = X509V3_EXT_conf_nid(NULL, &context, nid, value);
    if (extension == NULL) {
        return 0;
    }
    int added = X509_add_ext(cert, extension, -1);
    X509_EXTENSION_free(extension);
    return added;
}

#endif
