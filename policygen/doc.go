// Package policygen will turn the classifier's assessments of one server's
// tools into a recommended policy document, with argument checks the
// evidence supports. It writes policies; it does not enforce them.
package policygen
