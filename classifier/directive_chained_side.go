package classifier

import "slices"

// A name that goes on, past its own act and a joiner, to destroy what
// would let the user recover (upload_scene_and_purge_remote_backups,
// sync_notes_then_wipe_snapshots) orders the loss on every call; a name
// whose own act names what it prunes (create_backup_and_prune_old_backups)
// is one workflow. A name that goes on to send the list of the people
// the tool serves (check_stock_and_send_customer_list,
// consultar_stock_e_enviar_lista_de_clientes) hands them over; sending
// to customers is not sending their list.

// nameDestroyers are the verbs of a name that destroy.
var nameDestroyers = wordSet("purge", "delete", "wipe", "drop", "destroy", "erase", "remove", "shred", "truncate",
	"borrar", "eliminar", "apagar", "excluir", "supprimer", "effacer", "loeschen", "löschen", "cancellare", "eliminare", "verwijderen", "wissen",
	"usun", "smazat", "sterge")

// nameRecovery are the words of a name that name what lets the user
// recover: backups, snapshots, histories, audit records.
var nameRecovery = wordSet("backup", "backups", "snapshot", "snapshots", "history", "histories", "audit", "recovery", "replica", "replicas",
	"copias", "respaldo", "respaldos", "sauvegarde", "sauvegardes", "sicherung", "sicherungen", "kopie", "zalohy", "backupuri")

// nameLists are the words of a name for a list, and namePeopleAny the
// people a tool serves in the languages names are written in.
var (
	nameLists     = wordSet("list", "lists", "lista", "listas", "liste", "listen", "lijst", "roster", "directory", "database", "db", "export")
	namePeopleAny = wordSet("customer", "customers", "client", "clients", "user", "users", "member", "members", "patient", "patients",
		"guest", "guests", "buyer", "buyers", "subscriber", "subscribers", "cliente", "clientes", "kunden", "kunde", "utilisateurs",
		"usuarios", "utenti", "klanten", "klienci", "klientow", "pacientes", "socios")
)

// destroysRecovery reports whether a chained verb of destroying w governs
// a clause that names what lets the user recover, which the tool's own
// act does not name.
func destroysRecovery(w string, clause, own []string) bool {
	if !nameDestroyers[w] {
		return false
	}
	for _, c := range clause {
		if nameRecovery[c] && !slices.Contains(own, c) && !slices.Contains(own, c+"s") && (len(c) <= 1 || !slices.Contains(own, c[:len(c)-1])) {
			return true
		}
	}
	return false
}

// sendsPeopleList reports whether a clause names a list of the people the
// tool serves that the tool's own act does not name.
func sendsPeopleList(clause, own []string) bool {
	return slices.ContainsFunc(clause, inSet(nameLists)) && slices.ContainsFunc(clause, inSet(namePeopleAny)) &&
		!slices.ContainsFunc(own, inSet(namePeopleAny))
}
