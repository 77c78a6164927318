package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
)

// strictCommands makes the whole command tree refuse what it does not
// know, where cobra's defaults print help and exit 0: a group given an
// unknown or no subcommand (policy bogus, completion tcsh, db), and help
// for a topic that does not exist. Argument errors name their command.
// Each is a usage error (exit 2) that lists the valid choices.
func strictCommands(root *cobra.Command) {
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	var walk func(*cobra.Command)
	walk = func(c *cobra.Command) {
		switch {
		case c.HasSubCommands() && c.Run == nil && c.RunE == nil:
			// A group that also runs on its own (lock FILE...) reads
			// its arguments itself; only pure groups refuse them.
			strictGroup(c)
		case c.Args != nil:
			args := c.Args
			c.Args = func(cmd *cobra.Command, a []string) error {
				if err := args(cmd, a); err != nil {
					prefix := commandPrefix(cmd)
					if strings.Contains(err.Error(), cmd.CommandPath()) {
						prefix = "" // cobra's message names the command already
					}
					return usageError("%s%v (see '%s --help')", prefix, err, cmd.CommandPath())
				}
				return nil
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	for _, c := range root.Commands() {
		if c.Name() == "help" {
			strictHelp(c)
		}
	}
}

// strictGroup makes a command with subcommands refuse an unknown one and,
// unless it is the root (which shows its help), a missing one.
func strictGroup(c *cobra.Command) {
	if c.SuggestionsMinimumDistance <= 0 {
		c.SuggestionsMinimumDistance = 2 // cobra's own default, set only on its own path
	}
	c.Args = func(cmd *cobra.Command, args []string) error {
		if len(args) == 0 {
			return nil
		}
		msg := fmt.Sprintf("unknown command %q for %q; choose one of: %s", args[0], cmd.CommandPath(), subcommands(cmd))
		// A suggestion helps only when it is the one near name.
		if s := cmd.SuggestionsFor(args[0]); len(s) == 1 {
			msg += " (did you mean " + s[0] + "?)"
		}
		return usageError("%s (see '%s --help')", msg, cmd.CommandPath())
	}
	if c.Run != nil || c.RunE != nil {
		return
	}
	if !c.HasParent() {
		c.RunE = func(cmd *cobra.Command, _ []string) error { return cmd.Help() }
		return
	}
	c.RunE = func(cmd *cobra.Command, _ []string) error {
		return usageError("%q needs a command: %s (see '%s --help')", cmd.CommandPath(), subcommands(cmd), cmd.CommandPath())
	}
}

// strictHelp makes "help TOPIC" a usage error when TOPIC is no command.
func strictHelp(help *cobra.Command) {
	show := help.Run
	help.Run = nil
	help.RunE = func(cmd *cobra.Command, args []string) error {
		root := cmd.Root()
		found, rest, err := root.Find(args)
		if err != nil || len(rest) > 0 {
			parent := found
			if parent == nil {
				parent = root
			}
			return usageError("no help topic %q; the topics of %q are: %s", strings.Join(args, " "), parent.CommandPath(), subcommands(parent))
		}
		show(cmd, args)
		return nil
	}
}

// subcommands lists the commands a user may give after c.
func subcommands(c *cobra.Command) string {
	var names []string
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() {
			names = append(names, sub.Name())
		}
	}
	return strings.Join(names, ", ")
}

// commandPrefix is "policy check: " for mcpscan policy check, and "" for
// mcpscan itself, whose name every error already starts with.
func commandPrefix(c *cobra.Command) string {
	if !c.HasParent() {
		return ""
	}
	return strings.TrimPrefix(c.CommandPath(), c.Root().Name()+" ") + ": "
}
