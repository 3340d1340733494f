// The demo's OpenPGP key pair for MD0001's PIN files (PIN batch orders, #17): the demo data sets
// the public key on MD0001, so its ready orders offer pgp files encrypted to it; the private key
// (protected by the demo password, Portal#2026) decrypts them: save DEMO_PGP_PRIVATE_KEY to a file,
// `gpg --import` it, then `gpg --decrypt PO1000001.txt.pgp`.
// A demonstration key, public in this repository: never set it on a real agent.

/** Fingerprint of the demo key (upper-case hexadecimal). */
export const DEMO_PGP_FINGERPRINT = '99DAA0A5CBF69ED53A221C98B5C2A5BE9AE58168';

export const DEMO_PGP_PUBLIC_KEY = `-----BEGIN PGP PUBLIC KEY BLOCK-----

xjMEaVW5ABYJKwYBBAHaRw8BAQdAXf4qe1idll8ng0man0KJbezZKhYl7vfE
hGQTE5BHkwjNL01EMDAwMSBkZW1vIFBJTiBmaWxlcyA8cGluc0BtZDAwMDEu
ZXhhbXBsZS5jb20+wsATBBMWCgCFBYJpVbkAAwsJBwkQtcKlvprlgWhFFAAA
AAAAHAAgc2FsdEBub3RhdGlvbnMub3BlbnBncGpzLm9yZ9PW4eXfm3O8brrL
jxymmx7ZuAqHrGiSnQOSaBft+MxGBRUKCA4MBBYAAgECGQECmwMCHgEWIQSZ
2qCly/ae1ToiHJi1wqW+muWBaAAAFLYBAMHkbmKP7ImfYAdfNytJCg/OzNaS
fd6uQDfsD+01PQQKAQD/7ceGCUAyr8cbEoniDxJs/N9uecufpM9Cj/+pKkfk
C844BGlVuQASCisGAQQBl1UBBQEBB0BWOErN89LWofOAeiIDuNerllpNqPL9
m4ipKFbQYgssUQMBCAfCvgQYFgoAcAWCaVW5AAkQtcKlvprlgWhFFAAAAAAA
HAAgc2FsdEBub3RhdGlvbnMub3BlbnBncGpzLm9yZwWZwFL2mkWcQH9Ci4lD
S247yGxNwgdOLgPWfs30Z1GTApsMFiEEmdqgpcv2ntU6IhyYtcKlvprlgWgA
AHfXAP92FDlfqBMcyCzpD+k7Hcvug/0agx5QFlghdDLlzz6tagD+Ktiz5jS+
YttJU3n0cWkGyGRdQAwEkakdFYh8oD8aKQs=
=zaMU
-----END PGP PUBLIC KEY BLOCK-----
`;

/** Encrypted with the demo password (DEMO_PASSWORD). */
export const DEMO_PGP_PRIVATE_KEY = `-----BEGIN PGP PRIVATE KEY BLOCK-----

xYYEaVW5ABYJKwYBBAHaRw8BAQdAXf4qe1idll8ng0man0KJbezZKhYl7vfE
hGQTE5BHkwj+CQMI5t61YsAGVz/gAwCGSxb0Sx7H16A2JQ6sWcGYQprlUBhW
r6UttneXhbnvRNTyBveNsmMX/X9rzSgY/hHOeP85yXQEbs5X+yJA/qb9U1K2
oM0vTUQwMDAxIGRlbW8gUElOIGZpbGVzIDxwaW5zQG1kMDAwMS5leGFtcGxl
LmNvbT7CwBMEExYKAIUFgmlVuQADCwkHCRC1wqW+muWBaEUUAAAAAAAcACBz
YWx0QG5vdGF0aW9ucy5vcGVucGdwanMub3Jn09bh5d+bc7xuusuPHKabHtm4
CoesaJKdA5JoF+34zEYFFQoIDgwEFgACAQIZAQKbAwIeARYhBJnaoKXL9p7V
OiIcmLXCpb6a5YFoAAAUtgEAweRuYo/siZ9gB183K0kKD87M1pJ93q5AN+wP
7TU9BAoBAP/tx4YJQDKvxxsSieIPEmz83255y5+kz0KP/6kqR+QLx4sEaVW5
ABIKKwYBBAGXVQEFAQEHQFY4Ss3z0tah84B6IgO416uWWk2o8v2biKkoVtBi
CyxRAwEIB/4JAwgqsjVIpnckHOBXMwvethqVNuo7/NHqEa9Gd4qJP7Kz8K3f
0TWL+EbvA8fnItdT+N4Ub6D6YBJ23BHjij+/C9xvnorcmrcj1rreH1QIeidu
wr4EGBYKAHAFgmlVuQAJELXCpb6a5YFoRRQAAAAAABwAIHNhbHRAbm90YXRp
b25zLm9wZW5wZ3Bqcy5vcmcFmcBS9ppFnEB/QouJQ0tuO8hsTcIHTi4D1n7N
9GdRkwKbDBYhBJnaoKXL9p7VOiIcmLXCpb6a5YFoAAB31wD/dhQ5X6gTHMgs
6Q/pOx3L7oP9GoMeUBZYIXQy5c8+rWoA/irYs+Y0vmLbSVN59HFpBshkXUAM
BJGpHRWIfKA/GikL
=rtpr
-----END PGP PRIVATE KEY BLOCK-----
`;
