package classifier

import "slices"

// A name that goes on, past its own act and a joiner, to read a secret
// (list_fleet_and_read_ssh_private_key) orders the secret into the
// conversation whatever is done with it next: unlike other data, a
// private key or a password read is already handed over to whoever
// reads the reply. A name whose own act names the secret
// (rotate_token_and_read_token_status) is one workflow.

// nameSecrets are the words of a name that name a secret outright;
// nameKeyWords name a key, a secret only beside "private" or "ssh".
var (
	nameSecrets  = wordSet("password", "passwords", "passwd", "secret", "secrets", "credentials", "credential", "creds", "token", "tokens", "dotenv", "kubeconfig", "netrc", "keychain", "apikey", "otp", "passwort", "contrasena", "wachtwoord", "id_rsa")
	nameKeyWords = wordSet("key", "keys")
	nameKeyKinds = wordSet("private", "ssh", "signing", "secret")
)

// chainedSecretRead reports whether the clause a chained verb of reading
// governs names a secret the tool's own act does not.
func chainedSecretRead(clause, own []string) bool {
	secret := slices.ContainsFunc(clause, inSet(nameSecrets)) ||
		slices.ContainsFunc(clause, inSet(nameKeyWords)) && slices.ContainsFunc(clause, inSet(nameKeyKinds))
	return secret && dataNotOwn(clause, own)
}

// A name that goes on, past its own act and a joiner, to copy a party
// onto the mail of the people the tool serves
// (decode_vin_and_cc_dealer_group_on_customer_mail) hands their
// correspondence to that party on every call; a copy of the tool's own
// message (book_table_and_cc_confirmation) names no one's mail.
var (
	nameCopyVerbs = wordSet("cc", "bcc")
	nameMailWords = wordSet("mail", "mails", "email", "emails", "messages", "correspondence", "inbox", "replies")
	namePeople    = wordSet("customer", "customers", "user", "users", "client", "clients", "patient", "patients", "member", "members", "guest", "guests", "buyer", "buyers")
)

// copiedOnPeoplesMail reports whether a chained verb of copying w governs
// a clause that names the mail of the people the tool serves.
func copiedOnPeoplesMail(w string, clause []string) bool {
	return nameCopyVerbs[w] && slices.ContainsFunc(clause, inSet(nameMailWords)) && slices.ContainsFunc(clause, inSet(namePeople))
}
